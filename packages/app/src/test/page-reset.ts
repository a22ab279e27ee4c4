import { resetDrafts } from '../shared/forms/use-draft';
import { resetPhoneIdentity } from '../shared/identity/phone-identity';
import { resetQueryCache } from '../shared/api/query-cache';
import { resetUiStore } from '../shared/stores/ui-store';
import { resetMarkReadThrottle } from '../shared/unread/mark-announcement-read';
import { resetAllStores } from './store-registry';

/**
 * A fresh page without reloading one: no storage, no session, every store, cache and throttle as
 * a first visit finds them. A test ends with it (setup.ts) and Storybook starts every story with
 * it (.storybook/story-setup.ts), so a session or a cached answer never reaches the next one.
 */
export function resetPage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetAllStores();
  // The theme and language as a fresh page applies them from (now empty) storage.
  resetUiStore();
  resetQueryCache();
  resetPhoneIdentity();
  resetMarkReadThrottle();
  resetDrafts();
}
