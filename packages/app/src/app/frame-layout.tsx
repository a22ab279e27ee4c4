import { Spinner } from '@m/ui';
import { lazy, Suspense, useCallback } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../shared/stores/session-store';
import { useUiStore } from '../shared/stores/ui-store';
import { AppFooter, AppFooterMenu } from './app-footer';
import { AppHeader } from './app-header';
import { goBack } from './go-back';
import { onDemand } from './on-demand';
import { paths, routeMeta, showsHomeFrame } from '../shared/paths';
import { withFormTexts } from '../shared/i18n/i18n';
import { PopupHost } from './popup-host';
import { RouteErrorBoundary } from './route-error-boundary';
import { useApiErrorHandler } from './use-api-error-handler';
import { useSwipeBack } from './use-swipe-back';
import { UrlTokenWatcher, useUrlTokenPending } from '../features/session';
import { TrialGuard } from '../features/trial';
import './frame.css';

// Loaded after the first paint (own chunks), so /m/home's initial JS stays under its budget.
const SupportMenuHost = lazy(() => import('../features/support/home.lazy').then((m) => ({ default: m.SupportMenuHost })));
const useSideMenuNeeded = () => useUiStore((s) => s.sideMenuOpen);
const SideMenuHost = onDemand(() => import('./side-menu').then((m) => m.SideMenu), useSideMenuNeeded);
const useToastsNeeded = () => useUiStore((s) => s.toasts.length > 0);
// With the forms' texts: a refused list action (a favourite, a game launch) is worded by the forms' reaction.
const AppToastsHost = onDemand(
  withFormTexts(() => import('./app-toasts').then((m) => m.AppToasts)),
  useToastsNeeded,
);

/** The site's frame: skip link, header, main content, footer text, footer menu, popups, side menu, toasts. */
export function FrameLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSessionStore((s) => s.session);
  const navigate = useNavigate();
  const meta = routeMeta(pathname);
  useApiErrorHandler();
  // swipe back follows the same rule as the back arrow, and only where the arrow shows.
  const hasBack = !showsHomeFrame(pathname) && meta.showBack;
  const back = meta.back;
  const onSwipeBack = useCallback(() => goBack(navigate, back), [navigate, back]);
  useSwipeBack(hasBack ? onSwipeBack : null);

  // While a URL token's owner is unknown, the page (and its role guards) waits.
  const tokenPending = useUrlTokenPending();

  // A§2: changePsw without a session -> /m/home; feedback, member pages -> login.
  if (meta.needsSession && !session && !tokenPending) {
    const to = meta.needsSession === 'home' ? paths.home : paths.login;
    if (to !== pathname) return <Navigate to={to} replace state={{ from: `${pathname}${search}` }} />;
  }

  return (
    <div className="m-frame" data-footer-menu={meta.footerMenu ? 'shown' : 'hidden'}>
      <a className="m-skip-link" href="#main-content">
        {t('header.skip_to_content')}
      </a>
      <AppHeader />
      <main id="main-content" className="m-frame__main" tabIndex={-1}>
        <RouteErrorBoundary>{tokenPending ? <Spinner label={t('in_please_wait')} size="lg" /> : <Outlet />}</RouteErrorBoundary>
      </main>
      <AppFooter />
      <AppFooterMenu />
      <PopupHost />
      <SideMenuHost />
      <AppToastsHost />
      <UrlTokenWatcher />
      <TrialGuard />
      <Suspense fallback={null}>
        <SupportMenuHost />
      </Suspense>
    </div>
  );
}
