import type { ChatUnreadValue, InboxUnreadValue } from '../api/member';
import { defineRoute } from '../endpoint';

/**
 * Member counters (A§7, G§2, G-017): the footer's unread badge. Member info itself stays in the
 * `auth` area (auth.memberInfo, A-104); this area holds the member's inbox and chat counters.
 * Both load only for types 0, 1, 2 (UNREAD_COUNT_TYPES); a trial (type 4) gets trial.forbidden.
 */
export const memberRoutes = {
  // A§7 "Inbox unread count (quiet) | number".
  inboxUnread: defineRoute<{ value: InboxUnreadValue }>({
    id: 'member.inboxUnread',
    method: 'GET',
    path: '/api/member/inbox/unread',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  // A§7 "Chat unread count | module id CBS3 | value.unReadCount" (A-016: module header).
  chatUnread: defineRoute<{ value: ChatUnreadValue }>({
    id: 'member.chatUnread',
    method: 'GET',
    path: '/api/member/chat/unread',
    auth: true,
    quiet: true,
    encrypted: false,
    module: 'CBS3',
  }),
};
