import type { SessionRecord, Settings } from '@m/contracts';
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
  /** The load, quiet: a failed call answers a value (never an error on screen). */
  load: (ask: A) => Promise<T>;
  /** The value while nothing is loaded for the session (a guest, a logout). */
  none: T;
}

/**
 * The one pattern of the member's unread counts (the inbox and chat counters, the announcements'
 * count): loaded once per session (and whatever else the key names), kept, so every screen that
 * shows one shares a single call; `refresh` loads it again after a read and shows it everywhere.
 */
export function sessionCount<A extends CountAsk, T>({ ask, load, none }: SessionCountSpec<A, T>) {
  const loader = (a: A | null) => () => (a ? load(a) : Promise.resolve(none));
  return {
    /** Loads the count again (after a mark read) and shows it wherever it is shown. */
    refresh: async (): Promise<void> => {
      const a = ask(useSessionStore.getState().session, useSettingsStore.getState().settings);
      if (a) await refreshQuery(a.key, loader(a));
    },
    /** The count of the session; `none` for a guest or without a call. */
    useCount: (): T => {
      const a = ask(
        useSessionStore((s) => s.session),
        useSettingsStore((s) => s.settings),
      );
      // `hold`: the last count stays until the new session's (or flag's) arrives; a logout (no key) clears it.
      return useLoad(a?.key ?? null, loader(a), { keep: true, hold: true }).data ?? none;
    },
  };
}
