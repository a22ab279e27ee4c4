import { isTrialType } from '@m/contracts';
import { sessionCount } from '../../shared/unread/use-unread-counts';
import { getAnnouncementUnread } from './api/support-api';

/**
 * Unread announcements of the logged-in member. A-130 (decided): loaded for
 * every member type except 4 (trial), whatever CBS3 says; a guest and a trial have none. Loaded
 * once per session and kept, so the home sections and the support menu share one call.
 */
const unread = sessionCount({
  ask: (session) => (session && !isTrialType(session.type) ? { key: `support.announcementUnread|${session.token}` } : null),
  // Quiet: a failed call keeps the count shown (no dot rather than an error).
  load: async () => (await getAnnouncementUnread()).total,
  none: 0,
});

/** Loads the count again (after a mark read) and shows it wherever it is shown. */
export const refreshAnnouncementUnread = (): Promise<void> => unread.refresh();

export function useAnnouncementUnread(): number {
  return unread.useCount();
}
