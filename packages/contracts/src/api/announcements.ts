import { Type, type Static } from '@sinclair/typebox';
import { CONTENT_TYPE } from '../constants';
import { defineEndpoint } from '../endpoint';

/** Announcements (A§3, G§3, G-005). */

export const AnnouncementType = Type.Union(Object.values(CONTENT_TYPE).map((t) => Type.Literal(t)));

export const Announcement = Type.Object(
  {
    id: Type.Integer(),
    type: AnnouncementType,
    /** Where it shows: m_home, m_reg (the registration banner, G-005)... */
    groupName: Type.String(),
    title: Type.String(),
    /** HTML: the site sanitizes it before rendering. */
    content: Type.String(),
    /** YYYY-MM-DD. */
    startDate: Type.String(),
    read: Type.Boolean(),
    /** Banner image ('' for text notices). */
    imageUrl: Type.String(),
    sequence: Type.Integer(),
  },
  { additionalProperties: false },
);
export type Announcement = Static<typeof Announcement>;

/**
 * The site's display language (en, pt, vi) on a call that answers server texts: titles and
 * contents in it where the backend has them, English when absent or unknown.
 */
export const ContentLanguage = Type.Optional(Type.String({ maxLength: 8 }));

export const AnnouncementsQuery = Type.Object(
  {
    /** Comma-separated content types; the spec's home query 'B,PL,PU' by default. */
    types: Type.String({ default: 'B,PL,PU', maxLength: 40 }),
    /** m_home by default; m_reg for the registration banner (G-005). */
    groupName: Type.String({ default: 'm_home', maxLength: 40 }),
    platform: Type.Optional(Type.String({ maxLength: 8 })),
    merchantCode: Type.Optional(Type.String({ maxLength: 40 })),
    /** the session token, sent only when logged in (the answer then carries that member's read marks). */
    token: Type.Optional(Type.String({ maxLength: 128 })),
    language: ContentLanguage,
  },
  { additionalProperties: false },
);
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;

/** Grouped by what the site shows them as (G§3); types not asked for come back empty. */
export const AnnouncementsValue = Type.Object(
  {
    banners: Type.Array(Announcement),
    player: Type.Array(Announcement),
    popup: Type.Array(Announcement),
    agent: Type.Array(Announcement),
    /** G-006: promotion notices (type PR) and the popular ('hot') announcements. */
    promotion: Type.Array(Announcement),
    hot: Type.Array(Announcement),
    /** G-006: unread player notices of the session's member (0 for a guest or a trial). */
    footer: Type.Object({ unreadCount: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
  },
  { $id: 'AnnouncementsValue', additionalProperties: false },
);
export type AnnouncementsValue = Static<typeof AnnouncementsValue>;

/** Read mark (A§3): the spec's payload { announcementId, read: true }. */
export const MarkReadBody = Type.Object({ announcementId: Type.Integer(), read: Type.Literal(true) }, { additionalProperties: false });
export type MarkReadBody = Static<typeof MarkReadBody>;

/** The answer is "not shown" in the spec: we echo the mark the member now has. */
export const MarkReadValue = Type.Object(
  { announcementId: Type.Integer(), read: Type.Boolean() },
  { $id: 'MarkReadValue', additionalProperties: false },
);
export type MarkReadValue = Static<typeof MarkReadValue>;

/** the notice list (/m/message) and one notice by id (/m/messageDetail?id=). */
export const NoticesQuery = Type.Object(
  {
    pageNo: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
    language: ContentLanguage,
  },
  { additionalProperties: false },
);
export type NoticesQuery = Static<typeof NoticesQuery>;
export const NoticesValue = Type.Object(
  { list: Type.Array(Announcement), total: Type.Integer({ minimum: 0 }) },
  { $id: 'NoticesValue', additionalProperties: false },
);
export type NoticesValue = Static<typeof NoticesValue>;
export const NoticeDetailQuery = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), language: ContentLanguage },
  { additionalProperties: false },
);
export type NoticeDetailQuery = Static<typeof NoticeDetailQuery>;

/** unread counts per announcement type for the session's member (A-130: none for type 4). */
export const AnnouncementUnreadValue = Type.Object(
  {
    B: Type.Integer({ minimum: 0 }),
    PL: Type.Integer({ minimum: 0 }),
    PU: Type.Integer({ minimum: 0 }),
    A: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  },
  { $id: 'AnnouncementUnreadValue', additionalProperties: false },
);
export type AnnouncementUnreadValue = Static<typeof AnnouncementUnreadValue>;

export const announcementsEndpoints = {
  list: defineEndpoint({
    id: 'announcements.list',
    method: 'GET',
    path: '/api/announcements',
    // The token is optional: a member's answer carries its read marks.
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'Announcements of the asked types for one group and platform (B banners, PL notices, PU popups, A agents).',
    query: AnnouncementsQuery,
    response: AnnouncementsValue,
  }),
  // A-101, A§4: a member (never a trial, type 4) marks one notice read; quiet, it runs in the background.
  markRead: defineEndpoint({
    id: 'announcements.markRead',
    method: 'POST',
    path: '/api/announcements/read',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: "Marks one announcement read for the session's member; a trial (type 4) session gets trial.forbidden (A-101).",
    body: MarkReadBody,
    response: MarkReadValue,
  }),
  // the notice list needs a session.
  notices: defineEndpoint({
    id: 'announcements.notices',
    method: 'GET',
    path: '/api/announcements/notices',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: "One page of the player notices (PL, plus A for agents) with the member's read marks, newest first (A-123).",
    query: NoticesQuery,
    response: NoticesValue,
  }),
  noticeDetail: defineEndpoint({
    id: 'announcements.noticeDetail',
    method: 'GET',
    path: '/api/announcements/notice',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'One notice by id (A-124); an id the member may not see is refused with bad.request.',
    query: NoticeDetailQuery,
    response: Announcement,
  }),
  popular: defineEndpoint({
    id: 'announcements.popular',
    method: 'GET',
    path: '/api/announcements/popular',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'The popular (hot) announcements of the home group.',
    response: Type.Array(Announcement, { $id: 'PopularAnnouncements' }),
  }),
  // per-type unread counts (quiet: a failure shows no dot).
  unread: defineEndpoint({
    id: 'announcements.unread',
    method: 'GET',
    path: '/api/announcements/unread',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: "Unread announcements per type (B, PL, PU, A) for the session's member; a trial (type 4) gets trial.forbidden (A-130).",
    response: AnnouncementUnreadValue,
  }),
};
