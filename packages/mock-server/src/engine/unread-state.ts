import { Type, type Static } from '@sinclair/typebox';

/**
 * Per-member unread state (A-101, G-017): inbox and chat counters and the announcement read
 * marks, keyed by username so QA can PATCH one account:
 * `{ unread: { player01: { inbox: 0 } } }`. A member without an entry has nothing unread.
 */
export const MemberUnread = Type.Object(
  {
    inbox: Type.Integer({ minimum: 0 }),
    chat: Type.Integer({ minimum: 0 }),
    /** Ids of the announcements this member marked read. */
    readAnnouncements: Type.Array(Type.Integer()),
  },
  { additionalProperties: false },
);
export type MemberUnread = Static<typeof MemberUnread>;

export const UnreadState = Type.Record(Type.String(), MemberUnread);
export type UnreadState = Static<typeof UnreadState>;

/** player01's seeded counters: the footer badge shows their sum (README.md "Well-known accounts"). */
export const PLAYER01_UNREAD = { inbox: 3, chat: 2 } as const;

/** Fixed values (no faker draw), so adding this state leaves every other seeded byte unchanged. */
export const seedUnreadState = (): UnreadState => ({
  player01: { ...PLAYER01_UNREAD, readAnnouncements: [] },
});

export const unreadOf = (state: UnreadState, username: string): MemberUnread =>
  state[username] ?? { inbox: 0, chat: 0, readAnnouncements: [] };
