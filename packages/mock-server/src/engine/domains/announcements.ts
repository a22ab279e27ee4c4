import { api, CONTENT_TYPE, isAgentType, isTrialType, type Announcement, type ContentType, type DisplayLanguage } from '@m/contracts';
import { contentLanguage, localise } from '../content-i18n';
import { badRequest } from '../errors';
import { defineHandler } from '../handler';
import type { SimUser, WorldState } from '../state';
import { unreadOf } from '../unread-state';
import { refuseTrial } from './common';

/**
 * Announcements area (contracts api/announcements.ts): lists by type and group (A§3, G-005,
 * G-006), read marks, notices with detail by id, popular, unread
 * counts per type (A-131; A-130: none for a trial).
 */

const HOME_GROUP = 'm_home';

/** The member of a live session (the token is optional on the list), else null. */
function memberOf(state: WorldState, token: string | undefined, now: number): SimUser | null {
  if (!token || !Object.hasOwn(state.sessions, token)) return null;
  const s = state.sessions[token]!;
  if (s.expiresAt <= now || !Object.hasOwn(state.users, s.username)) return null;
  return state.users[s.username] ?? null;
}

const readSet = (state: WorldState, user: SimUser | null): Set<number> =>
  new Set(user && Object.hasOwn(state.unread, user.username) ? unreadOf(state.unread, user.username).readAnnouncements : []);

const withRead = (a: Announcement, read: Set<number>): Announcement => (read.has(a.id) ? { ...a, read: true } : a);

/** An announcement as the list shows it: the member's read mark, the title and content in `language`. */
const shown = (a: Announcement, read: Set<number>, language: DisplayLanguage): Announcement => ({
  ...withRead(a, read),
  title: localise(a.title, language),
  content: localise(a.content, language),
});

/** Notices a member sees: player notices, plus agent notices (A) for agents. */
const noticeTypes = (user: SimUser): ReadonlySet<ContentType> =>
  new Set<ContentType>(isAgentType(user.type) ? [CONTENT_TYPE.player, CONTENT_TYPE.agent] : [CONTENT_TYPE.player]);

const byDateDesc = (a: Announcement, b: Announcement) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : b.id - a.id);

export const announcementsHandlers = {
  ...defineHandler(api.announcements.list, ({ state, query, headers, now }) => {
    // The token is optional here (auth: false): a live session's answer carries that member's read marks.
    const user = memberOf(state, query.token ?? headers.token, now);
    const read = readSet(state, user);
    const language = contentLanguage(query.language);
    const types = new Set(query.types.split(',').map((t) => t.trim()));
    const ofGroup = (type: string) => state.announcements.filter((a) => a.type === type && a.groupName === query.groupName);
    const of = (type: string): Announcement[] =>
      types.has(type)
        ? ofGroup(type)
            .sort((a, b) => a.sequence - b.sequence)
            .map((a) => shown(a, read, language))
        : [];
    const player = of(CONTENT_TYPE.player);
    const popular = new Map(state.support.popular.map((id, i) => [id, i]));
    const hot = state.announcements
      .filter((a) => a.groupName === query.groupName && popular.has(a.id))
      .sort((a, b) => (popular.get(a.id) ?? 0) - (popular.get(b.id) ?? 0))
      .map((a) => shown(a, read, language));
    const counted = user && !isTrialType(user.type);
    return {
      banners: of(CONTENT_TYPE.banner),
      player,
      popup: of(CONTENT_TYPE.popup),
      agent: of(CONTENT_TYPE.agent),
      promotion: of(CONTENT_TYPE.promotion),
      hot,
      footer: { unreadCount: counted ? player.filter((a) => !a.read).length : 0 },
    };
  }),
  ...defineHandler(api.announcements.markRead, ({ state, session, body }) => {
    const user = session!.user;
    refuseTrial(user);
    if (!state.announcements.some((a) => a.id === body.announcementId)) throw badRequest('announcementId', 'no such announcement');
    const entry = Object.hasOwn(state.unread, user.username)
      ? state.unread[user.username]!
      : (state.unread[user.username] = unreadOf(state.unread, user.username));
    if (!entry.readAnnouncements.includes(body.announcementId)) entry.readAnnouncements.push(body.announcementId);
    return { announcementId: body.announcementId, read: true };
  }),
  ...defineHandler(api.announcements.notices, ({ state, session, query }) => {
    const user = session!.user;
    const read = readSet(state, user);
    const types = noticeTypes(user);
    const all = state.announcements.filter((a) => a.groupName === HOME_GROUP && types.has(a.type)).sort(byDateDesc);
    const start = (query.pageNo - 1) * query.pageSize;
    const language = contentLanguage(query.language);
    return { list: all.slice(start, start + query.pageSize).map((a) => shown(a, read, language)), total: all.length };
  }),
  ...defineHandler(api.announcements.noticeDetail, ({ state, session, query }) => {
    const user = session!.user;
    const types = noticeTypes(user);
    const found = state.announcements.find(
      (a) => a.id === query.id && a.groupName === HOME_GROUP && (types.has(a.type) || a.type === CONTENT_TYPE.popup),
    );
    if (!found) throw badRequest('id', 'no such notice');
    return shown(found, readSet(state, user), contentLanguage(query.language));
  }),
  ...defineHandler(api.announcements.popular, ({ state }) => {
    const byId = new Map(state.announcements.map((a) => [a.id, a]));
    return state.support.popular.map((id) => byId.get(id)).filter((a): a is Announcement => a !== undefined);
  }),
  ...defineHandler(api.announcements.unread, ({ state, session }) => {
    const user = session!.user;
    // a trial gets no unread counts at all.
    refuseTrial(user);
    const read = readSet(state, user);
    const count = (type: ContentType) =>
      state.announcements.filter((a) => a.groupName === HOME_GROUP && a.type === type && !read.has(a.id)).length;
    const agents = isAgentType(user.type);
    const value = {
      B: count(CONTENT_TYPE.banner),
      PL: count(CONTENT_TYPE.player),
      PU: count(CONTENT_TYPE.popup),
      A: agents ? count(CONTENT_TYPE.agent) : 0,
    };
    return { ...value, total: value.PL + value.PU + value.A };
  }),
};
