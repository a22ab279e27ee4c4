import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { endSession } from '../../shared/session/end-session';

export { AUTO_LOGIN_KEY } from '../../shared/session/end-session';

/**
 * Logout, after the caller's confirmation: `endSession()` (DELETE with the token under a
 * 9999 ms loading toast, autoLogin 0, the session, trial name, member info and all session
 * storage cleared; a failed call still logs out locally), then the site goes to /m/home.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession();
    void navigate(paths.home);
  }, [navigate]);
}
