import { isTrialType } from '@m/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '../../shared/stores/session-store';
import { getAnnouncementUnread } from './api/support-api';

/**
 * Unread announcements of the logged-in member. A-130 (decided): loaded for
 * every member type except 4 (trial), whatever CBS3 says; a guest and a trial have none.
 */
interface AnnouncementUnreadState {
  count: number;
  loadedFor: string | null;
}

export const useAnnouncementUnreadStore = create<AnnouncementUnreadState>()(() => ({ count: 0, loadedFor: null }));

export async function refreshAnnouncementUnread(force = false): Promise<void> {
  const session = useSessionStore.getState().session;
  if (!session || isTrialType(session.type)) {
    useAnnouncementUnreadStore.setState({ count: 0, loadedFor: null });
    return;
  }
  if (!force && useAnnouncementUnreadStore.getState().loadedFor === session.token) return;
  useAnnouncementUnreadStore.setState({ loadedFor: session.token });
  try {
    const value = await getAnnouncementUnread();
    if (useAnnouncementUnreadStore.getState().loadedFor === session.token) useAnnouncementUnreadStore.setState({ count: value.total });
  } catch {
    // Quiet: no dot rather than an error.
  }
}

export function useAnnouncementUnread(): number {
  const token = useSessionStore((s) => s.session?.token ?? null);
  useEffect(() => {
    void refreshAnnouncementUnread();
  }, [token]);
  return useAnnouncementUnreadStore((s) => s.count);
}

useSessionStore.subscribe((s, prev) => {
  if (prev.session && !s.session) useAnnouncementUnreadStore.setState({ count: 0, loadedFor: null });
});
