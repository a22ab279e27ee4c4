import type { AnnouncementsQuery, AnnouncementsValue, MarkReadBody, MarkReadValue } from '../api/announcements';
import { defineRoute } from '../endpoint';

/** Announcements by type and group (A§3, G§3, G-005): banners, player notices, popups, agent notices. */
export const announcementsRoutes = {
  list: defineRoute<{ query: AnnouncementsQuery; value: AnnouncementsValue }>({
    id: 'announcements.list',
    method: 'GET',
    path: '/api/announcements',
    // The token is optional: a member's answer carries its read marks.
    auth: false,
    quiet: true,
    encrypted: false,
  }),
  // A-101, A§4: a member (never a trial, type 4) marks one notice read; quiet, it runs in the background.
  markRead: defineRoute<{ body: MarkReadBody; value: MarkReadValue }>({
    id: 'announcements.markRead',
    method: 'POST',
    path: '/api/announcements/read',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
};
