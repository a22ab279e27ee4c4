import { UNREAD_COUNT_TYPES } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { create } from 'zustand';
import { call } from '../api/client';
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

interface UnreadState {
  counts: UnreadCounts;
  /** What the counts were loaded for (token, type, chat flag); a new key means a new load. */
  loadedFor: string | null;
}

const NONE: UnreadCounts = { inbox: 0, chat: 0 };

export const useUnreadStore = create<UnreadState>()(() => ({ counts: NONE, loadedFor: null }));

/** Who may get unread counts at all: a session of type 0, 1 or 2. */
export const mayLoadUnread = (type: number | undefined): boolean => type !== undefined && UNREAD_COUNT_TYPES.includes(type);

// Quiet calls (A§7): a failed count shows nothing rather than an error.
const count = async (load: () => Promise<number>): Promise<number> => {
  try {
    return await load();
  } catch {
    return 0;
  }
};

/**
 * Loads the counters for the current session, once per (token, type, chat flag). `force` reloads
 * (after reading mail, for the support area). Waits for settings: the chat flag decides a call.
 */
export async function refreshUnreadCounts(force = false): Promise<void> {
  const session = useSessionStore.getState().session;
  const settings = useSettingsStore.getState().settings;
  if (!session || !mayLoadUnread(session.type)) {
    useUnreadStore.setState({ counts: NONE, loadedFor: null });
    return;
  }
  if (!settings) return;
  const chatOn = settings.info.whitelabel.CBS3;
  const key = `${session.token}|${session.type}|${chatOn}`;
  if (!force && useUnreadStore.getState().loadedFor === key) return;
  useUnreadStore.setState({ loadedFor: key });
  const [inbox, chat] = await Promise.all([
    count(() => call(routes.member.inboxUnread)),
    chatOn ? count(async () => (await call(routes.member.chatUnread)).unReadCount) : Promise.resolve(0),
  ]);
  // A logout or another login while the calls ran: their answer belongs to a session that is gone.
  if (useUnreadStore.getState().loadedFor === key) useUnreadStore.setState({ counts: { inbox, chat } });
}

// Logout (or logged.out) clears the counters with the session (A§4).
useSessionStore.subscribe((s, prev) => {
  if (prev.session && !s.session) useUnreadStore.setState({ counts: NONE, loadedFor: null });
});
