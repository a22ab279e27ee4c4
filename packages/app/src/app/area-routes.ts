import type { ComponentType } from 'react';
import { MEMBER_ROUTE_IDS } from '../features/member';
import type { LazyTextFeature } from '../shared/i18n/i18n';
import { AGENT_ROUTE_IDS, GAME_LIST_ROUTE_IDS, type RouteId } from '../shared/paths';

/**
 * Every area's routes: the route ids it serves, its lazy module (one chunk per module;
 * the module picks its screen by path, or `pick` names the screen it exports), and the EN texts
 * that load with it: its feature's (`texts`) and the forms' (`forms`, where it has forms). The route
 * tree (routes.tsx) loads the module, and the build preloads the module and its texts with the
 * entry on the row's paths (render-shell.tsx `firstModules`). Adding an area = one row here.
 */
export interface AreaRoute {
  ids: readonly RouteId[];
  module: `../features/${string}/${string}.lazy.ts`;
  pick?: string;
  texts?: LazyTextFeature;
  forms?: true;
}

export const AREA_ROUTES: readonly AreaRoute[] = [
  { ids: ['lott'], module: '../features/lottery/lott-route.lazy.ts', texts: 'lottery' },
  { ids: ['trail'], module: '../features/trial/trial-page.lazy.ts', texts: 'trial' },
  { ids: ['activity', 'activityDetail'], module: '../features/promotions/activity-route.lazy.ts', texts: 'promotions', forms: true },
  // The agent area: one lazy chunk picks its page by path (features/agent/agent-route.tsx).
  { ids: AGENT_ROUTE_IDS, module: '../features/agent/agent-route.lazy.ts', texts: 'agent', forms: true },
  { ids: MEMBER_ROUTE_IDS, module: '../features/member/member-route.lazy.ts', texts: 'member', forms: true },
  // Support (A-107..A-151): one chunk per screen; /m/app alone carries the QR code library.
  { ids: ['feedback'], module: '../features/support/feedback-page.lazy.ts', forms: true },
  { ids: ['help'], module: '../features/support/help-page.lazy.ts' },
  { ids: ['notice'], module: '../features/support/notice-page.lazy.ts' },
  { ids: ['message'], module: '../features/support/message-pages.lazy.ts', pick: 'MessagePage' },
  { ids: ['messageDetail'], module: '../features/support/message-pages.lazy.ts', pick: 'MessageDetailPage' },
  { ids: ['webEmail'], module: '../features/support/web-email-page.lazy.ts' },
  { ids: ['customer'], module: '../features/support/customer-page.lazy.ts' },
  { ids: ['app'], module: '../features/support/app-page.lazy.ts' },
  { ids: ['useragreement'], module: '../features/support/legal-pages.lazy.ts', pick: 'UserAgreementPage' },
  { ids: ['privacy'], module: '../features/support/legal-pages.lazy.ts', pick: 'PrivacyPolicyPage' },
  // Games (G-023..G-027, G-076): list page, game centre, hot page, launcher.
  { ids: GAME_LIST_ROUTE_IDS, module: '../features/games/game-list-page.lazy.ts' },
  { ids: ['sports', 'esports', 'cockfight', 'inhouse', 'gameCenter'], module: '../features/games/game-center-page.lazy.ts' },
  { ids: ['hot'], module: '../features/games/hot-page.lazy.ts' },
  { ids: ['launchGame'], module: '../features/games/launch-game-page.lazy.ts' },
];

/** The areas' modules, by file: a screen module's name ends in -route, -page or -pages (the other `.lazy` modules are parts of screens). */
export const AREA_MODULES = import.meta.glob<Record<string, ComponentType | undefined>>('../features/*/*-{route,page,pages}.lazy.ts');
