import { Spinner } from '@m/ui';
import { type RouteObject } from 'react-router-dom';
import { StatusGate } from '../features/status/components/status-gate';
import { FrameLayout } from './frame-layout';
import { HOME_PATHS, POPUP_ROUTE_IDS, routes } from './paths';

/** Each feature is its own chunk; home's route module is tiny and shared by home, the popups and the fallback. */
const homeRoute = () => import('../features/home/home-route');

function RootLayout() {
  return (
    <StatusGate>
      <FrameLayout />
    </StatusGate>
  );
}

function HydrateFallback() {
  return <Spinner label="Loading" size="lg" />;
}

const popupPaths = POPUP_ROUTE_IDS.flatMap((id) => [routes[id].path, ...(routes[id].aliases ?? [])]);

/**
 * The route tree: home-like paths and the popup routes render home; every other path
 * falls back to home until its feature issue registers a route here.
 */
export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback,
    children: [...HOME_PATHS, ...popupPaths].map((path) => ({ path, lazy: homeRoute })).concat([{ path: '*', lazy: homeRoute }]),
  },
];
