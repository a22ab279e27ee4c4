import { Spinner } from '@m/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { StatusGate } from '../features/status';
import { MEMBER_ROUTE_IDS } from '../features/member';
import { FrameLayout } from './frame-layout';
import { HomeSkeleton } from './home/home-skeleton';
import { AppShell } from './shell/app-shell';
import { FIRST_SCREEN_ATTR, firstScreen } from './shell/prerendered';
import { AGENT_ROUTE_IDS, GAME_LIST_ROUTE_IDS, HOME_PATHS, POPUP_ROUTE_IDS, routes, type RouteId } from '../shared/paths';
import { withFeatureTexts, withFormTexts } from '../shared/i18n/i18n';
import './frame.css';

/**
 * React Router in declarative mode: the data router costs ~17 KB gzip more and the site uses none
 * of its loaders, which the /m/home budget (130 KB gzip) cannot afford (docs/decisions/front-end.md "Router mode").
 * Each feature is its own chunk; home's route module is tiny and shared by home, the popups and
 * the fallback.
 */
const HomeRoute = lazy(() => import('./home/home-route'));

/**
 * Every area's routes: the route ids it serves and its lazy route module (one chunk per area; the
 * module picks its screen by path). Adding an area = one row here.
 */
const AREA_ROUTES: ReadonlyArray<{ ids: readonly RouteId[]; Screen: LazyExoticComponent<ComponentType> }> = [
  { ids: ['lott'], Screen: lazy(withFeatureTexts('lottery', () => import('../features/lottery/lott-route.lazy'))) },
  { ids: ['trail'], Screen: lazy(withFeatureTexts('trial', () => import('../features/trial/trial-page.lazy'))) },
  {
    ids: ['activity', 'activityDetail'],
    Screen: lazy(withFormTexts(withFeatureTexts('promotions', () => import('../features/promotions/activity-route.lazy')))),
  },
  // The agent area: one lazy chunk picks its page by path (features/agent/agent-route.tsx).
  { ids: AGENT_ROUTE_IDS, Screen: lazy(withFormTexts(withFeatureTexts('agent', () => import('../features/agent/agent-route.lazy')))) },
  { ids: MEMBER_ROUTE_IDS, Screen: lazy(withFormTexts(withFeatureTexts('member', () => import('../features/member/member-route.lazy')))) },
  // Support (A-107..A-151): one chunk per screen; /m/app alone carries the QR code library.
  { ids: ['feedback'], Screen: lazy(withFormTexts(() => import('../features/support/feedback-page.lazy'))) },
  { ids: ['help'], Screen: lazy(() => import('../features/support/help-page.lazy')) },
  { ids: ['notice'], Screen: lazy(() => import('../features/support/notice-page.lazy')) },
  { ids: ['message'], Screen: lazy(() => import('../features/support/message-pages.lazy').then((m) => ({ default: m.MessagePage }))) },
  {
    ids: ['messageDetail'],
    Screen: lazy(() => import('../features/support/message-pages.lazy').then((m) => ({ default: m.MessageDetailPage }))),
  },
  { ids: ['webEmail'], Screen: lazy(() => import('../features/support/web-email-page.lazy')) },
  { ids: ['customer'], Screen: lazy(() => import('../features/support/customer-page.lazy')) },
  { ids: ['app'], Screen: lazy(() => import('../features/support/app-page.lazy')) },
  {
    ids: ['useragreement'],
    Screen: lazy(() => import('../features/support/legal-pages.lazy').then((m) => ({ default: m.UserAgreementPage }))),
  },
  { ids: ['privacy'], Screen: lazy(() => import('../features/support/legal-pages.lazy').then((m) => ({ default: m.PrivacyPolicyPage }))) },
  // Games (G-023..G-027, G-076): list page, game centre, hot page, launcher.
  { ids: GAME_LIST_ROUTE_IDS, Screen: lazy(() => import('../features/games/game-list-page.lazy')) },
  {
    ids: ['sports', 'esports', 'cockfight', 'inhouse', 'gameCenter'],
    Screen: lazy(() => import('../features/games/game-center-page.lazy')),
  },
  { ids: ['hot'], Screen: lazy(() => import('../features/games/hot-page.lazy')) },
  { ids: ['launchGame'], Screen: lazy(() => import('../features/games/launch-game-page.lazy')) },
];

function RouteFallback() {
  const { t } = useTranslation();
  // The route's first screen as the HTML drew it, while its code arrives: no spinner between the
  // two. Inert as the HTML's: its controls do nothing until the route draws its own.
  const main = firstScreen?.getAttribute(FIRST_SCREEN_ATTR) === useLocation().pathname && firstScreen.querySelector('main');
  if (main) return <div style={{ display: 'contents' }} inert dangerouslySetInnerHTML={{ __html: main.innerHTML }} />;
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
        {AREA_ROUTES.flatMap(({ ids, Screen }) =>
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
