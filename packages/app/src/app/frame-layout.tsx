import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../shared/stores/session-store';
import { AppFooter, AppFooterMenu } from './app-footer';
import { AppHeader } from './app-header';
import { AppToasts } from './app-toasts';
import { paths, routeMeta } from './paths';
import { PopupHost } from './popup-host';
import { SideMenu } from './side-menu';
import { useApiErrorHandler } from './use-api-error-handler';
import './frame.css';

/** The site's frame: skip link, header, main content, footer text, footer menu, popups, side menu, toasts. */
export function FrameLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSessionStore((s) => s.session);
  const meta = routeMeta(pathname);
  useApiErrorHandler();

  // A§2: changePsw without a session -> /m/home; feedback, member pages -> login.
  if (meta.needsSession && !session) {
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
        <Outlet />
      </main>
      <AppFooter />
      <AppFooterMenu />
      <PopupHost />
      <SideMenu />
      <AppToasts />
    </div>
  );
}
