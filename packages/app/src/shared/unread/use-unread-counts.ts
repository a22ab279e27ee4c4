import { useEffect } from 'react';
import { useSessionStore } from '../stores/session-store';
import { useSettingsStore } from '../stores/settings-store';
import { refreshUnreadCounts, useUnreadStore, type UnreadCounts } from './unread-store';

/**
 * The member's unread counters (G-017), loaded on login and cleared on logout; a guest or a
 * trial session gets zeros without any call. Safe to use in several components: one
 * load per session (refreshUnreadCounts dedupes by session and chat flag).
 */
export function useUnreadCounts(): UnreadCounts {
  const token = useSessionStore((s) => s.session?.token ?? null);
  const type = useSessionStore((s) => s.session?.type ?? null);
  const chatOn = useSettingsStore((s) => (s.settings ? s.settings.info.whitelabel.CBS3 : null));
  useEffect(() => {
    void refreshUnreadCounts();
  }, [token, type, chatOn]);
  return useUnreadStore((s) => s.counts);
}
