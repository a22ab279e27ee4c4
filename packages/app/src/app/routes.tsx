import { Spinner } from '@m/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { StatusGate } from '../features/status/components/status-gate';
import { FrameLayout } from './frame-layout';
import { HOME_PATHS, POPUP_ROUTE_IDS, routes } from './paths';
import { MEMBER_ROUTE_IDS } from '../features/member/member-route-ids';

/**
 * React Router in declarative mode: the data router costs ~17 KB gzip more and the site uses none
 * of its loaders, which the /m/home budget (130 KB gzip) cannot afford (docs/decisions.md).
 * Each feature is its own chunk; home's route module is tiny and shared by home, the popups and
 * the fallback.
 */
const HomeRoute = lazy(() => import('./home/home-route'));
const LottRoute = lazy(() => import('../features/lottery/lott-route'));
const TrailPage = lazy(() => import('../features/account/trial/trail-page'));
const MemberRoute = lazy(() => import('../features/member/member-route'));

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
        {MEMBER_ROUTE_IDS.map((id) => (
          <Route
            key={id}
            path={routes[id].path}
            element={
              <Suspense fallback={<RouteFallback />}>
                <MemberRoute />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={home} />
      </Route>
    </Routes>
  );
}
