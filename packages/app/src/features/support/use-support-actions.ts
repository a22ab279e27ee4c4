import { useCallback } from 'react';
import { withLoading } from '../../shared/stores/ui-store';
import { getCustomerService, launchChat } from './api/support-api';
import { openExternal } from './open-url';

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
