import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, routeMeta, type RouteId } from '../shared/paths';
import { type PopupProps } from '../shared/popup-props';

/**
 * Popup routes over home: login, register(.html), forget and changePsw, each its own
 * module in its feature (features/login, features/register, features/password; lazy: the forms
 * and react-hook-form stay out of the home chunk). They are routes, so opening login closes
 * register/forget by navigation; closing goes to /m/home.
 */
const popups: Partial<Record<RouteId, LazyExoticComponent<ComponentType<PopupProps>>>> = {
  login: lazy(() => import('../features/login/login-popup')),
  register: lazy(() => import('../features/register/register-popup')),
  forget: lazy(() => import('../features/password/forget-popup')),
  changePsw: lazy(() => import('../features/password/change-password-popup')),
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
