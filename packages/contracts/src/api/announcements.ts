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

export const AnnouncementsQuery = Type.Object(
  {
    /** Comma-separated content types; the spec's home query 'B,PL,PU' by default. */
    types: Type.String({ default: 'B,PL,PU' }),
    /** m_home by default; m_reg for the registration banner (G-005). */
    groupName: Type.String({ default: 'm_home' }),
    platform: Type.Optional(Type.String()),
    merchantCode: Type.Optional(Type.String()),
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
  },
  { $id: 'AnnouncementsValue', additionalProperties: false },
);
export type AnnouncementsValue = Static<typeof AnnouncementsValue>;

/** Read mark (A§3): the spec's payload { announcementId, read: true }. */
export const MarkReadBody = Type.Object(
  { announcementId: Type.Integer(), read: Type.Literal(true) },
  { additionalProperties: false },
);
export type MarkReadBody = Static<typeof MarkReadBody>;

/** The answer is "not shown" in the spec: we echo the mark the member now has. */
export const MarkReadValue = Type.Object(
  { announcementId: Type.Integer(), read: Type.Boolean() },
  { $id: 'MarkReadValue', additionalProperties: false },
);
export type MarkReadValue = Static<typeof MarkReadValue>;

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
    summary: 'Marks one announcement read for the session\'s member; a trial (type 4) session gets trial.forbidden (A-101).',
    body: MarkReadBody,
    response: MarkReadValue,
  }),
};
