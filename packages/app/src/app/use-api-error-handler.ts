import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setApiErrorHandler } from '../shared/api/client';
import { useSessionStore } from '../shared/stores/session-store';
import { useUiStore } from '../shared/stores/ui-store';
import { paths, routeMeta } from '../shared/paths';

/**
 * Wires the api client's one error handler: every non-quiet error becomes an error toast
 * with its translated text; `logout` also clears the session, `login` and `logout` open the login
 * popup; `field` and `silent` errors belong to the calling form; `status` errors are shown by
 * the status gate. A dead session on a page that needs one is moved by the frame's own guard
 * (to the login, remembering the page), so the handler does not navigate a second time.
 *
 * Set in a layout effect, in the commit that draws the frame: the site's tree mounts in a
 * transition, whose passive effects React runs in a task after the commit, and a call that failed
 * in between would find no handler and be told nowhere.
 */
export function useApiErrorHandler(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  useLayoutEffect(
    () =>
      setApiErrorHandler((error) => {
        if (error.reaction === 'field' || error.reaction === 'silent' || error.reaction === 'status') return;
        useUiStore.getState().showToast({ kind: 'error', messageKey: error.i18nKey });
        if (error.reaction === 'logout') {
          useSessionStore.getState().clearSession();
          if (routeMeta(path.current).needsSession) return;
        }
        if (error.reaction === 'logout' || error.reaction === 'login') void navigate(paths.login);
      }),
    [navigate],
  );
}
