import { Spinner } from '@m/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { StatusGate } from '../features/status';
import { FrameLayout } from './frame-layout';
import { HomeSkeleton } from './home/home-skeleton';
import { AppShell } from './shell/app-shell';
import { FIRST_SCREEN_ATTR, firstScreen, PICTURE_ATTR } from './shell/prerendered';
import { HOME_PATHS, POPUP_ROUTE_IDS, routes, type RouteId } from '../shared/paths';
import { withFeatureTexts, withFormTexts } from '../shared/i18n/i18n';
import { AREA_MODULES, AREA_ROUTES, type AreaRoute } from './area-routes';
import './frame.css';

/**
 * React Router in declarative mode: the data router costs ~17 KB gzip more and the site uses none
 * of its loaders, which the /m/home budget (130 KB gzip) cannot afford (docs/decisions/front-end.md "Router mode").
 * Each feature is its own chunk; home's route module is tiny and shared by home, the popups and
 * the fallback.
 */
const HomeRoute = lazy(() => import('./home/home-route'));

// A row's screen as React.lazy loads it: its module (every row names one of AREA_MODULES, which
// exports the screen the row picks: area-routes.test.ts), with the EN texts it needs.
function loadAreaScreen({ module, pick = 'default', texts, forms }: AreaRoute): () => Promise<{ default: ComponentType }> {
  const screen = () => AREA_MODULES[module]!().then((m) => ({ default: m[pick]! }));
  const withTexts = texts ? withFeatureTexts(texts, screen) : screen;
  return forms ? withFormTexts(withTexts) : withTexts;
}

/** Each area's screen, loaded with its texts when one of its paths is first opened. */
const AREA_SCREENS: ReadonlyArray<{ ids: readonly RouteId[]; Screen: LazyExoticComponent<ComponentType> }> = AREA_ROUTES.map((row) => ({
  ids: row.ids,
  Screen: lazy(loadAreaScreen(row)),
}));

function RouteFallback() {
  const { t } = useTranslation();
  // The route's first screen as the HTML drew it, while its code arrives: no spinner between the
  // two. Inert as the HTML's: its controls do nothing until the route draws its own.
  const main = firstScreen?.getAttribute(FIRST_SCREEN_ATTR) === useLocation().pathname && firstScreen.querySelector('main');
  if (main)
    return <div style={{ display: 'contents' }} inert {...{ [PICTURE_ATTR]: '' }} dangerouslySetInnerHTML={{ __html: main.innerHTML }} />;
  return (
    <div className="m-route-fallback">
      <Spinner label={t('in_please_wait')} size="lg" />
    </div>
  );
}

const popupPaths = POPUP_ROUTE_IDS.flatMap((id) => [routes[id].path, ...(routes[id].aliases ?? [])]);

export interface AppRoutesProps {
  /**
   * Whether the popup routes (A-003) show home under the popup, as the site does (the default).
   * A popup's unit tests and the unit runs of its stories leave it out (src/test/render-app.tsx,
   * src/test/story-providers.tsx): the popup, its frame and its effects are what they check, and
   * home under each of them was a fifth of those tests' CPU.
   */
  homeUnderPopups?: boolean;
}

/**
 * The route tree: home's paths and the popup routes render home; each area's paths
 * render its lazy module; every other path falls back to home.
 */
export function AppRoutes({ homeUnderPopups = true }: AppRoutesProps) {
  const { t } = useTranslation();
  // Home's skeleton while its chunk loads: the same picture as the prerendered shell.
  const home = (
    <Suspense fallback={<HomeSkeleton />}>
      <HomeRoute />
    </Suspense>
  );
  return (
    <Routes>
      <Route
        element={
          <StatusGate pending={<AppShell label={t('loading')} />}>
            <FrameLayout />
          </StatusGate>
        }
      >
        {HOME_PATHS.map((path) => (
          <Route key={path} path={path} element={home} />
        ))}
        {popupPaths.map((path) => (
          <Route key={path} path={path} element={homeUnderPopups ? home : null} />
        ))}
        {AREA_SCREENS.flatMap(({ ids, Screen }) =>
          ids.flatMap((id) =>
            [routes[id].path, ...(routes[id].aliases ?? [])].map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<RouteFallback />}>
                    <Screen />
                  </Suspense>
                }
              />
            )),
          ),
        )}
        <Route path="*" element={home} />
      </Route>
    </Routes>
  );
}
