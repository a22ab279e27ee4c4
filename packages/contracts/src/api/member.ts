import { Type, type Static } from '@sinclair/typebox';
import { withSchemas } from '../endpoint';
import { memberRoutes } from '../routes/member';

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
  inboxUnread: withSchemas(memberRoutes.inboxUnread, {
    summary: 'Unread inbox mails of the session\'s member (types 0, 1, 2; a trial gets trial.forbidden).',
    response: InboxUnreadValue,
  }),
  chatUnread: withSchemas(memberRoutes.chatUnread, {
    summary: 'Unread live-chat messages of the session\'s member, while CBS3 is on (a trial gets trial.forbidden).',
    response: ChatUnreadValue,
  }),
};
