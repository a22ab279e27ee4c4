import { isTrialType } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../api/client';
import { MARK_READ_THROTTLE_MS } from '../constants';
import { useSessionStore } from '../stores/session-store';

let lastCallAt: number | null = null;

/**
 * Marks one announcement read (A§4, A-101) for the support area's announcement list. Does nothing
 * for a guest or a trial (type 4) session; throttled to one call per MARK_READ_THROTTLE_MS
 * (leading edge: a second click inside the window is dropped, as a double tap would be).
 * Resolves true when the backend took the mark; quiet, a failure only resolves false.
 */
export async function markAnnouncementRead(announcementId: number): Promise<boolean> {
  const session = useSessionStore.getState().session;
  if (!session || isTrialType(session.type)) return false;
  const now = Date.now();
  if (lastCallAt !== null && now - lastCallAt < MARK_READ_THROTTLE_MS) return false;
  lastCallAt = now;
  try {
    await call(routes.announcements.markRead, { body: { announcementId, read: true } });
    return true;
  } catch {
    return false;
  }
}

// A new session starts with a fresh throttle window.
useSessionStore.subscribe((s, prev) => {
  if (prev.session?.token !== s.session?.token) lastCallAt = null;
});

/** Tests start without a recent call (src/test/setup.ts). */
export const resetMarkReadThrottle = (): void => {
  lastCallAt = null;
};
