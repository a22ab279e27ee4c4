import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { type PopupProps } from '../shared/popup-props';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, routeMeta, type RouteId } from '../shared/paths';

/**
 * Popup routes over home: login, register(.html), forget and changePsw, each its own
 * module in features/account/popups (lazy: the account code stays out of the home chunk). They
 * are routes, so opening login closes register/forget by navigation; closing goes to /m/home
 * (A-004).
 */
const popups: Partial<Record<RouteId, LazyExoticComponent<ComponentType<PopupProps>>>> = {
  login: lazy(() => import('../features/account/popups/login-popup')),
  register: lazy(() => import('../features/account/popups/register-popup')),
  forget: lazy(() => import('../features/account/popups/forget-popup')),
  changePsw: lazy(() => import('../features/account/popups/change-password-popup')),
};

export function PopupHost() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const meta = routeMeta(pathname);
  const Popup = meta.popup ? popups[meta.id] : undefined;
  if (!Popup) return null;
  return (
    <Suspense fallback={null}>
      <Popup onClose={() => void navigate(paths.home)} />
    </Suspense>
  );
}
