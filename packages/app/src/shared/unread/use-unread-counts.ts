import { UNREAD_COUNT_TYPES, type SessionRecord, type Settings } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../api/client';
import { refreshQuery, useLoad } from '../api/query-cache';
import { useSessionStore } from '../stores/session-store';
import { useSettingsStore } from '../stores/settings-store';

/** What a count is loaded for: its cache key (one load per key, kept) and what the load needs. */
export interface CountAsk {
  key: string;
}

export interface SessionCountSpec<A extends CountAsk, T> {
  /** What to load for this session and these settings; null for none (a guest, a type that never asks, settings not yet in). */
  ask: (session: SessionRecord | null, settings: Settings | null) => A | null;
  /** The load; quiet: a failure keeps the last count (or `none`), never an error on screen. */
  load: (ask: A) => Promise<T>;
  /** The value while nothing is loaded for the session (a guest, a logout). */
  none: T;
}

/**
 * The one pattern of the member's unread counts (the inbox and chat counters, the announcements'
 * count): loaded once per session (and whatever else the key names), kept, so every screen that
 * shows one shares a single call; a failed load keeps the last count (`keepLast`); `refresh`
 * loads it again after a read and shows it everywhere.
 * It lives here, beside the counters the frame shows, not in a module of its own: a module shared
 * by the entry and the support chunks split the entry's query cache and settings store into chunks
 * of their own (0.9 KB more on /m/home).
 */
export function sessionCount<A extends CountAsk, T>({ ask, load, none }: SessionCountSpec<A, T>) {
  const loader = (a: A | null) => () => (a ? load(a) : Promise.resolve(none));
  return {
    /** Loads the count again (after a mark read) and shows it wherever it is shown. */
    refresh: async (): Promise<void> => {
      const a = ask(useSessionStore.getState().session, useSettingsStore.getState().settings);
      // A failed refresh keeps the count shown (and kept): quiet, as the count's first load.
      if (a) await refreshQuery(a.key, loader(a)).catch(() => undefined);
    },
    /** The count of the session; `none` for a guest or without a call. */
    useCount: (): T => {
      const a = ask(
        useSessionStore((s) => s.session),
        useSettingsStore((s) => s.settings),
      );
      // `hold`: the last count stays until the new session's (or flag's) arrives; a logout (no key) clears it.
      return useLoad(a?.key ?? null, loader(a), { keep: true, hold: true, keepLast: true }).data ?? none;
    },
  };
}

/**
 * Unread counters of the logged-in member (G-017, A-101, A-178): the inbox count, plus the live
 * chat count while the chat flag CBS3 is on. Loaded only for types 0, 1, 2 (UNREAD_COUNT_TYPES):
 * a guest and a trial (type 4) session never call, and show no badge.
 */
export interface UnreadCounts {
  inbox: number;
  chat: number;
}

const NONE: UnreadCounts = { inbox: 0, chat: 0 };

/** Who may get unread counts at all: a session of type 0, 1 or 2. */
export const mayLoadUnread = (type: number | undefined): boolean => type !== undefined && UNREAD_COUNT_TYPES.includes(type);

/**
 * What the counts are loaded for: one load per (token, type, chat flag), kept. None before the
 * settings arrive, since the chat flag decides a call.
 */
const counts = sessionCount({
  ask: (session, settings) =>
    session && mayLoadUnread(session.type) && settings
      ? { key: `unread.counts|${session.token}|${session.type}|${settings.info.whitelabel.CBS3}`, chatOn: settings.info.whitelabel.CBS3 }
      : null,
  // Quiet calls (A§7): a failed count keeps the last counts rather than show an error.
  load: async ({ chatOn }) => {
    const [inbox, chat] = await Promise.all([
      call(routes.member.inboxUnread),
      chatOn ? call(routes.member.chatUnread).then((c) => c.unReadCount) : Promise.resolve(0),
    ]);
    return { inbox, chat };
  },
  none: NONE,
});

/** Loads the counters again (after reading mail) and shows them wherever they are shown. */
export const refreshUnreadCounts = (): Promise<void> => counts.refresh();

/**
 * The member's unread counters (G-017), loaded on login and cleared on logout; a guest or a
 * trial session gets zeros without any call. Safe to use in several components: the
 * answer is kept per session and chat flag, so they share one load.
 */
export function useUnreadCounts(): UnreadCounts {
  return counts.useCount();
}
