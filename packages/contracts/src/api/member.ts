import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/** Member counters (A§7, G-017, A-101). */

/** A§7: the inbox unread count is a bare number. */
export const InboxUnreadValue = Type.Integer({ minimum: 0, $id: 'InboxUnreadValue' });
export type InboxUnreadValue = Static<typeof InboxUnreadValue>;

/** A§7: value.unReadCount (the spec's spelling). */
export const ChatUnreadValue = Type.Object(
  { unReadCount: Type.Integer({ minimum: 0 }) },
  { $id: 'ChatUnreadValue', additionalProperties: false },
);
export type ChatUnreadValue = Static<typeof ChatUnreadValue>;

export const memberEndpoints = {
  // A§7 "Inbox unread count (quiet) | number".
  inboxUnread: defineEndpoint({
    id: 'member.inboxUnread',
    method: 'GET',
    path: '/api/member/inbox/unread',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Unread inbox mails of the session\'s member (types 0, 1, 2; a trial gets trial.forbidden).',
    response: InboxUnreadValue,
  }),
  // A§7 "Chat unread count | module id CBS3 | value.unReadCount" (A-016: module header).
  chatUnread: defineEndpoint({
    id: 'member.chatUnread',
    method: 'GET',
    path: '/api/member/chat/unread',
    auth: true,
    quiet: true,
    encrypted: false,
    module: 'CBS3',
    summary: 'Unread live-chat messages of the session\'s member, while CBS3 is on (a trial gets trial.forbidden).',
    response: ChatUnreadValue,
  }),
};
