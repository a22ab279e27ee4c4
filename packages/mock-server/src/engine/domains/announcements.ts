import { api, CONTENT_TYPE, type Announcement } from '@m/contracts';
import { defineHandler } from '../handler';

/** Announcements area (contracts api/announcements.ts): lists by type and group (A§3, G-005). */

export const announcementsHandlers = {
  ...defineHandler(api.announcements.list, ({ state, query }) => {
    const types = new Set(query.types.split(',').map((t) => t.trim()));
    const of = (type: string): Announcement[] =>
      types.has(type)
        ? state.announcements.filter((a) => a.type === type && a.groupName === query.groupName).sort((a, b) => a.sequence - b.sequence)
        : [];
    return { banners: of(CONTENT_TYPE.banner), player: of(CONTENT_TYPE.player), popup: of(CONTENT_TYPE.popup), agent: of(CONTENT_TYPE.agent) };
  }),
};
