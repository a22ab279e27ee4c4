import { api, CONTENT_TYPE, type Announcement } from '@m/contracts';
import { badRequest } from '../errors';
import { defineHandler } from '../handler';
import { unreadOf } from '../unread-state';
import { refuseTrial } from './member';

/** Announcements area (contracts api/announcements.ts): lists by type and group (A§3, G-005), read marks. */

export const announcementsHandlers = {
  ...defineHandler(api.announcements.list, ({ state, query, headers, now }) => {
    // The token is optional here (auth: false): a live session's answer carries that member's read marks.
    const s = headers.token ? state.sessions[headers.token] : undefined;
    const read = new Set(s && s.expiresAt > now ? unreadOf(state.unread, s.username).readAnnouncements : []);
    const types = new Set(query.types.split(',').map((t) => t.trim()));
    const of = (type: string): Announcement[] =>
      types.has(type)
        ? state.announcements
            .filter((a) => a.type === type && a.groupName === query.groupName)
            .sort((a, b) => a.sequence - b.sequence)
            .map((a) => (read.has(a.id) ? { ...a, read: true } : a))
        : [];
    return { banners: of(CONTENT_TYPE.banner), player: of(CONTENT_TYPE.player), popup: of(CONTENT_TYPE.popup), agent: of(CONTENT_TYPE.agent) };
  }),
  ...defineHandler(api.announcements.markRead, ({ state, session, body }) => {
    const user = session!.user;
    refuseTrial(user);
    if (!state.announcements.some((a) => a.id === body.announcementId)) throw badRequest('announcementId', 'no such announcement');
    const entry = (state.unread[user.username] ??= unreadOf(state.unread, user.username));
    if (!entry.readAnnouncements.includes(body.announcementId)) entry.readAnnouncements.push(body.announcementId);
    return { announcementId: body.announcementId, read: true };
  }),
};
