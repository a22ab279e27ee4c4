import { routes } from '@m/contracts/routes';
import { call } from '../api/client';
import { LOGOUT_LOADING_MS } from '../constants';
import { writeLocal } from '../storage-keys';
import { useSessionStore } from '../stores/session-store';
import { withLoading } from '../stores/ui-store';

/** the auto-login flag the spec sets to 0 on logout (its own key name). */
export const AUTO_LOGIN_KEY = 'autoLogin';

/**
 * Ends the session: DELETE auth.logout with the token under a 9999 ms loading toast
 * (quiet: a failed call still logs out locally), autoLogin 0, then the session, trial name,
 * member info and all session storage are cleared. The side menu's logout and the trial entry's
 * "log out and start the trial" both come through here.
 */
export async function endSession(): Promise<void> {
  await withLoading(
    call(routes.auth.logout).catch(() => null),
    { timeoutMs: LOGOUT_LOADING_MS },
  );
  writeLocal(AUTO_LOGIN_KEY, '0');
  useSessionStore.getState().clearSession();
}
