import { isTrialType } from '@m/contracts';
import { peekQuery, refreshQuery, useLoad } from '../../shared/api/query-cache';
import { useSessionStore } from '../../shared/stores/session-store';
import { getAnnouncementUnread } from './api/support-api';

/**
 * Unread announcements of the logged-in member. A-130 (decided): loaded for
 * every member type except 4 (trial), whatever CBS3 says; a guest and a trial have none. Loaded
 * once per session and kept, so the home sections and the support menu share one call.
 */
const keyFor = (session: { token: string; type: number } | null): string | null =>
  session && !isTrialType(session.type) ? `support.announcementUnread|${session.token}` : null;

// Quiet: a failed call keeps the count shown (no dot rather than an error), and is kept like an
// answer, so a screen opened later does not ask again.
const loadCount = (key: string) => async (): Promise<number> => {
  const before = peekQuery<number>(key) ?? 0;
  try {
    return (await getAnnouncementUnread()).total;
  } catch {
    return before;
  }
};

/** Loads the count again (after a mark read) and shows it wherever it is shown. */
export async function refreshAnnouncementUnread(): Promise<void> {
  const key = keyFor(useSessionStore.getState().session);
  if (key) await refreshQuery(key, loadCount(key));
}

export function useAnnouncementUnread(): number {
  const key = keyFor(useSessionStore((s) => s.session));
  // `hold`: another session's count stays until this one's arrives; a logout (no key) clears it.
  return useLoad(key, loadCount(key ?? ''), { keep: true, hold: true }).data ?? 0;
}
