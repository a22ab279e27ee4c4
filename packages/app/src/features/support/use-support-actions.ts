import { useCallback } from 'react';
import { useMemberInfo } from '../../shared/session/member-info';
import { useSessionStore } from '../../shared/stores/session-store';
import { useSettingsStore } from '../../shared/stores/settings-store';
import { withLoading } from '../../shared/stores/ui-store';
import { getCustomerService, launchChat } from './api/support-api';
import { openExternal } from './open-url';
import { liveChatAllowed, type SupportMenuInput } from './support-menu-rules';

/**
 * The member in session as the support rules read it: null for a guest, and null
 * until member info arrives, since the labels are unknown until then (a nochat member must never
 * see live chat).
 */
export function useSupportMember(): SupportMenuInput['member'] {
  const session = useSessionStore((s) => s.session);
  const info = useMemberInfo();
  return session !== null && info !== null ? { type: info.type, labels: info.memberLabel.map((l) => l.labelName) } : null;
}

/** whether live chat is offered to the member in session (the support menu, the contact menu, /m/customer). */
export function useLiveChatAllowed(): boolean {
  const cbs3 = useSettingsStore((s) => s.settings?.info.whitelabel.CBS3 ?? false);
  return liveChatAllowed({ cbs3, member: useSupportMember() });
}

/**
 * Opening the service chat (customer service) and the live chat: both ask the
 * backend for the URL, then open it through safeUrl(); a window the browser blocks shows
 * 'Popup blocked. Please allow popups and try again.'
 */
export function useSupportActions() {
  const open = useCallback(async (load: () => Promise<string>) => {
    try {
      const url = await withLoading(load());
      openExternal(url);
    } catch {
      // The api client already showed the error (non-quiet calls).
    }
  }, []);
  const openCustomerService = useCallback(() => open(async () => (await getCustomerService()).chatUrl), [open]);
  const openLiveChat = useCallback(() => open(async () => (await launchChat()).chatUrl), [open]);
  return { openCustomerService, openLiveChat };
}
