import { Spinner } from '@m/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { StatusGate } from '../features/status/components/status-gate';
import { FrameLayout } from './frame-layout';
import { HOME_PATHS, POPUP_ROUTE_IDS, routes } from './paths';

/**
 * React Router in declarative mode: the data router costs ~17 KB gzip more and the site uses none
 * of its loaders, which the /m/home budget (130 KB gzip) cannot afford (docs/decisions.md).
 * Each feature is its own chunk; home's route module is tiny and shared by home, the popups and
 * the fallback.
 */
const HomeRoute = lazy(() => import('./home/home-route'));
const LottRoute = lazy(() => import('../features/lottery/lott-route'));
const TrailPage = lazy(() => import('../features/account/trial/trail-page'));
// Support (A-107..A-151): one chunk per screen; /m/app alone carries the QR code library.
const FeedbackPage = lazy(() => import('../features/support/components/feedback-page'));
const HelpPage = lazy(() => import('../features/support/components/help-page'));
const NoticePage = lazy(() => import('../features/support/components/notice-page'));
const MessagePage = lazy(() => import('../features/support/components/message-pages').then((m) => ({ default: m.MessagePage })));
const MessageDetailPage = lazy(() => import('../features/support/components/message-pages').then((m) => ({ default: m.MessageDetailPage })));
const WebEmailPage = lazy(() => import('../features/support/components/web-email-page'));
const CustomerPage = lazy(() => import('../features/support/components/customer-page'));
const AppPage = lazy(() => import('../features/support/components/app-page'));
const UserAgreementPage = lazy(() => import('../features/support/components/legal-pages').then((m) => ({ default: m.UserAgreementPage })));
const PrivacyPolicyPage = lazy(() => import('../features/support/components/legal-pages').then((m) => ({ default: m.PrivacyPolicyPage })));
const supportPages = [
  [routes.feedback.path, FeedbackPage],
  [routes.help.path, HelpPage],
  [routes.notice.path, NoticePage],
  [routes.message.path, MessagePage],
  [routes.messageDetail.path, MessageDetailPage],
  [routes.webEmail.path, WebEmailPage],
  [routes.customer.path, CustomerPage],
  [routes.app.path, AppPage],
  [routes.useragreement.path, UserAgreementPage],
  [routes.privacy.path, PrivacyPolicyPage],
] as const;

function RouteFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('in_please_wait')} size="lg" />;
}

const popupPaths = POPUP_ROUTE_IDS.flatMap((id) => [routes[id].path, ...(routes[id].aliases ?? [])]);
const homeLikePaths = [...HOME_PATHS, ...popupPaths];

/**
 * The route tree: home-like paths and the popup routes render home; every other path
 * falls back to home until its feature issue registers a route here.
 */
export function AppRoutes() {
  const home = (
    <Suspense fallback={<RouteFallback />}>
      <HomeRoute />
    </Suspense>
  );
  return (
    <Routes>
      <Route
        element={
          <StatusGate>
            <FrameLayout />
          </StatusGate>
        }
      >
        {homeLikePaths.map((path) => (
          <Route key={path} path={path} element={home} />
        ))}
        <Route
          path={routes.lott.path}
          element={
            <Suspense fallback={<RouteFallback />}>
              <LottRoute />
            </Suspense>
          }
        />
        <Route
          path={routes.trail.path}
          element={
            <Suspense fallback={<RouteFallback />}>
              <TrailPage />
            </Suspense>
          }
        />
        {supportPages.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<RouteFallback />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={home} />
      </Route>
    </Routes>
  );
}
