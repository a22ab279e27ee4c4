import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { LOGOUT_LOADING_MS } from '../../shared/constants';
import { useSessionStore } from '../../shared/stores/session-store';
import { withLoading } from '../../shared/stores/ui-store';
import { writeLocal } from '../../shared/storage-keys';
import { logout } from './logout';

/** the auto-login flag the spec sets to 0 on logout (its own key name). */
export const AUTO_LOGIN_KEY = 'autoLogin';

/**
 * Logout, after the caller's confirmation: DELETE with the token under a 9999 ms loading
 * toast, autoLogin 0, then the session, trial name, member info and all session storage are
 * cleared and the site goes to /m/home. A failed call still logs out locally.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await withLoading(
      logout().catch(() => null),
      { timeoutMs: LOGOUT_LOADING_MS },
    );
    writeLocal(AUTO_LOGIN_KEY, '0');
    useSessionStore.getState().clearSession();
    void navigate(paths.home);
  }, [navigate]);
}
