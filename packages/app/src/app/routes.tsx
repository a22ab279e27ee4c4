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
// Games (G-023..G-027, G-076): list page, game centre, hot page, lottery launcher.
const GameListPage = lazy(() => import('../features/games/pages/game-list-page'));
const GameCenterPage = lazy(() => import('../features/games/pages/game-center-page'));
const HotPage = lazy(() => import('../features/games/pages/hot-page'));
const LaunchGamePage = lazy(() => import('../features/games/pages/launch-game-page'));
const gameRoutes: [string, typeof GameListPage][] = [
  ...[routes.rng, routes.fish, routes.pvp, routes.live, routes.gameList].map((r) => [r.path, GameListPage] as [string, typeof GameListPage]),
  ...[routes.sports, routes.esports, routes.cockfight, routes.inhouse, routes.gameCenter].map((r) => [r.path, GameCenterPage] as [string, typeof GameListPage]),
  [routes.hot.path, HotPage],
  [routes.launchGame.path, LaunchGamePage],
];

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
        {gameRoutes.map(([path, Page]) => (
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
