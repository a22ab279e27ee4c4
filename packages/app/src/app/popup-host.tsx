import { lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths, routeMeta, type RouteId } from '../shared/paths';
import { type PopupProps } from '../shared/popup-props';
import { closeLoginPrompt, useLoginPromptStore } from '../shared/stores/login-prompt-store';
import { useSessionStore } from '../shared/stores/session-store';
import { withFeatureTexts, withFormTexts } from '../shared/i18n/i18n';

/**
 * Popup routes over home: login, register(.html), forget and changePsw, each its own
 * module in its feature (features/login, features/register, features/password; lazy: the forms
 * and react-hook-form stay out of the home chunk). They are routes, so opening login closes
 * register/forget by navigation; closing goes to /m/home.
 */
const popups: Partial<Record<RouteId, LazyExoticComponent<ComponentType<PopupProps>>>> = {
  login: lazy(withFormTexts(withFeatureTexts('login', () => import('../features/login/login-popup.lazy')))),
  register: lazy(withFormTexts(withFeatureTexts('register', () => import('../features/register/register-popup.lazy')))),
  forget: lazy(withFormTexts(withFeatureTexts('password', () => import('../features/password/forget-popup.lazy')))),
  changePsw: lazy(withFormTexts(withFeatureTexts('password', () => import('../features/password/change-password-popup.lazy')))),
};

/**
 * The popups a member has no use for (docs/decisions/account.md "G-074, A-003 The login popup"). A member who OPENS one of
 * these paths lands on /m/home without a popup; a guest who logs in or registers inside the popup
 * stays in it until it closes (registration's success popup, the forced password change).
 */
const GUEST_POPUPS: ReadonlySet<RouteId> = new Set<RouteId>(['login', 'register', 'forget']);

export function PopupHost() {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const over = useLoginPromptStore((s) => s.over);
  // Whether a session existed when this history entry was entered (not whether one exists now).
  const entry = useRef<{ key: string; loggedIn: boolean } | null>(null);
  if (entry.current?.key !== key) entry.current = { key, loggedIn };
  const meta = routeMeta(pathname);
  if (meta.popup && GUEST_POPUPS.has(meta.id) && entry.current.loggedIn) return <Navigate to={paths.home} replace />;
  const Popup = meta.popup ? popups[meta.id] : undefined;
  if (Popup) {
    return (
      <Suspense fallback={null}>
        <Popup onClose={() => void navigate(paths.home)} />
      </Suspense>
    );
  }
  // G-074: the login popup over the current page (shared/stores/login-prompt-store.ts); closing
  // it, or logging in, leaves the visitor where they were.
  const LoginOver = over === key ? popups.login : undefined;
  if (!LoginOver) return null;
  return (
    <Suspense fallback={null}>
      <LoginOver onClose={closeLoginPrompt} />
    </Suspense>
  );
}
