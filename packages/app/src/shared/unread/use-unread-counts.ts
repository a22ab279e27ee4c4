import { UNREAD_COUNT_TYPES } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../api/client';
import { refreshQuery, useLoad } from '../api/query-cache';
import { useSessionStore } from '../stores/session-store';
import { useSettingsStore } from '../stores/settings-store';

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

interface Asked {
  key: string;
  chatOn: boolean;
}

/**
 * What the counts are loaded for: one load per (token, type, chat flag), kept. None before the
 * settings arrive, since the chat flag decides a call.
 */
function askedFor(session: { token: string; type: number } | null, chatOn: boolean | null): Asked | null {
  if (!session || !mayLoadUnread(session.type) || chatOn === null) return null;
  return { key: `unread.counts|${session.token}|${session.type}|${chatOn}`, chatOn };
}

// Quiet calls (A§7): a failed count shows nothing rather than an error.
const count = async (load: () => Promise<number>): Promise<number> => {
  try {
    return await load();
  } catch {
    return 0;
  }
};

const loadCounts = (chatOn: boolean) => async (): Promise<UnreadCounts> => {
  const [inbox, chat] = await Promise.all([
    count(() => call(routes.member.inboxUnread)),
    chatOn ? count(async () => (await call(routes.member.chatUnread)).unReadCount) : Promise.resolve(0),
  ]);
  return { inbox, chat };
};

const chatFlag = (s: ReturnType<typeof useSettingsStore.getState>): boolean | null => (s.settings ? s.settings.info.whitelabel.CBS3 : null);

/** Loads the counters again (after reading mail) and shows them wherever they are shown. */
export async function refreshUnreadCounts(): Promise<void> {
  const asked = askedFor(useSessionStore.getState().session, chatFlag(useSettingsStore.getState()));
  if (asked) await refreshQuery(asked.key, loadCounts(asked.chatOn));
}

/**
 * The member's unread counters (G-017), loaded on login and cleared on logout; a guest or a
 * trial session gets zeros without any call. Safe to use in several components: the
 * answer is kept per session and chat flag, so they share one load.
 */
export function useUnreadCounts(): UnreadCounts {
  const asked = askedFor(
    useSessionStore((s) => s.session),
    useSettingsStore(chatFlag),
  );
  // `hold`: the last counts stay until the new session's or flag's arrive; a logout clears them.
  return useLoad(asked?.key ?? null, loadCounts(asked?.chatOn ?? false), { keep: true, hold: true }).data ?? NONE;
}
