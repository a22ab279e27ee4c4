/**
 * Every route path of both spec files, written once
 * (docs/conventions.md "Feature folders and one paths table", A-001). Each route carries its frame
 * metadata: title key, back rule, back arrow, footer menu (G§2), top banner
 * (G-002), popup and whether it needs a session.
 */

export type BackRule = 'home' | 'history';
/** Where a guest is sent on a route that needs a session (A§2: changePsw -> home, feedback -> login). */
export type SessionRule = false | 'home' | 'login';

export interface RouteMeta {
  /** Canonical path; `aliases` render the same route. */
  path: string;
  aliases?: readonly string[];
  /** i18n key of the per-route title. */
  titleKey: string;
  back: BackRule;
  showBack: boolean;
  footerMenu: boolean;
  /** G-091: an agent-area route, where an agent gets the agent footer instead of the member one. */
  agentArea: boolean;
  topBanner: boolean;
  popup: boolean;
  needsSession: SessionRule;
}

type RouteInput = Pick<RouteMeta, 'path'> & Partial<Omit<RouteMeta, 'path'>>;

/** back on these pages goes to /m/home; every other page goes back one step. */
const BACK_HOME: ReadonlySet<string> = new Set(['login', 'register', 'trail', 'notice', 'activity', 'forget', 'message']);
/** G-002: the top banner shows on home and the game-category paths. */
const CATEGORY: ReadonlySet<string> = new Set([
  'hot',
  'rng',
  'inhouse',
  'pvp',
  'fish',
  'live',
  'sports',
  'esports',
  'lott',
  'cockfight',
  'gameList',
  'gameCenter',
]);

/** The game lists one lazy page draws (features/games/pages/game-list-page.tsx picks the list by path). */
export const GAME_LIST_ROUTE_IDS = ['rng', 'fish', 'pvp', 'live', 'gameList'] as const satisfies readonly RouteId[];

/** The pages of the agent area's own lazy route (features/agent/agent-route.tsx picks one by path). */
export const AGENT_ROUTE_IDS = [
  'agent',
  'agentTeamOverview',
  'agentTeamPnl',
  'memberTeam',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'agentRegister',
  'agentDividend',
  'salaryContract',
  'dividendContract',
  'hourContract',
] as const satisfies readonly RouteId[];

/**
 * G-091 (docs/decisions/agent.md): the agent area is /m/agent and every page the agent area renders
 * (team, P&L, betting, rebates, register centre, dividends, contracts) plus the agent notices
 * (/m/member/notice, the agent footer's Notices, rendered by the member route). Member-centre pages
 * an agent also reaches from the agent home (records, security centre, inbox, customer service) are not.
 */
const AGENT_AREA: ReadonlySet<string> = new Set([...AGENT_ROUTE_IDS, 'memberNotice']);

const routeInputs = {
  home: { path: '/m/home', aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'] },
  // Popups over home.
  login: { path: '/m/login', popup: true },
  register: { path: '/m/register', aliases: ['/m/register.html'], popup: true },
  forget: { path: '/m/forget', popup: true },
  changePsw: { path: '/m/changePsw', popup: true, showBack: false, footerMenu: false, needsSession: 'home' },
  // Account and support (A§2).
  trail: { path: '/m/trail' },
  feedback: { path: '/m/feedback', needsSession: 'login' },
  help: { path: '/m/help', footerMenu: false },
  message: { path: '/m/message' },
  messageDetail: { path: '/m/messageDetail' },
  notice: { path: '/m/notice' },
  webEmail: { path: '/m/webEmail' },
  customer: { path: '/m/customer' },
  app: { path: '/m/app', footerMenu: false },
  useragreement: { path: '/m/useragreement' },
  memberHome: { path: '/m/member/home', needsSession: 'login' },
  set: { path: '/m/set', needsSession: 'login' },
  other: { path: '/m/other' },
  launchGame: { path: '/m/launchGame' },
  // Game categories (G§2).
  hot: { path: '/m/hot' },
  rng: { path: '/m/rng' },
  inhouse: { path: '/m/inhouse' },
  pvp: { path: '/m/pvp' },
  fish: { path: '/m/fish' },
  live: { path: '/m/live' },
  sports: { path: '/m/sports' },
  esports: { path: '/m/esports' },
  lott: { path: '/m/lott' },
  cockfight: { path: '/m/cockfight' },
  gameList: { path: '/m/gameList' },
  gameCenter: { path: '/m/gameCenter' },
  // Promotions and member menu (G§2).
  activity: { path: '/m/activity' },
  activityDetail: { path: '/m/activityDetail' },
  voucherCenter: { path: '/m/voucherCenter', needsSession: 'login' },
  withdraw: { path: '/m/withdraw', needsSession: 'login' },
  benefits: { path: '/m/member/benefits', needsSession: 'login' },
  rewardCenter: { path: '/m/rewardCenter', needsSession: 'login' },
  transactionRecord: { path: '/m/transaction/record', needsSession: 'login' },
  gameRecord: { path: '/m/gameRecord', needsSession: 'login' },
  // Agent (G§2): agent home redirects non-agents to home (G§4).
  agent: { path: '/m/agent', needsSession: 'home' },
  agentTeamOverview: { path: '/m/agent/team/overview', needsSession: 'home' },
  agentTeamPnl: { path: '/m/agent/team/pnl', needsSession: 'home' },
  memberTeam: { path: '/m/member/team', needsSession: 'home' },
  teamBetting: { path: '/m/teamBetting', needsSession: 'home' },
  agentRebate: { path: '/m/member/agent/agentRebeat', needsSession: 'home' },
  teamRebate: { path: '/m/member/teamRebate', needsSession: 'home' },
  securityCenter: { path: '/m/securityCenter', needsSession: 'login' },
  agentRegister: { path: '/m/agentRegister', needsSession: 'home' },
  agentDividend: { path: '/m/member/agent/agentDivident', needsSession: 'home' },
  memberNotice: { path: '/m/member/notice', needsSession: 'home' },
  salaryContract: { path: '/m/member/agent/getSalaryContract', needsSession: 'home' },
  dividendContract: { path: '/m/member/agent/getDevidendContract', needsSession: 'home' },
  hourContract: { path: '/m/member/agent/getHourContract', needsSession: 'home' },
  // A-122 (decided): the privacy policy page.
  privacy: { path: '/m/privacy' },
} as const satisfies Record<string, RouteInput>;

export type RouteId = keyof typeof routeInputs;

export const routes: Readonly<Record<RouteId, RouteMeta>> = Object.fromEntries(
  (Object.entries(routeInputs) as [RouteId, RouteInput][]).map(([id, r]) => [
    id,
    {
      titleKey: `titles.${id}`,
      back: BACK_HOME.has(id) ? 'home' : 'history',
      showBack: true,
      footerMenu: true,
      agentArea: AGENT_AREA.has(id),
      topBanner: id === 'home' || CATEGORY.has(id),
      popup: false,
      needsSession: false,
      ...r,
    } satisfies RouteMeta,
  ]),
) as Record<RouteId, RouteMeta>;

/** Canonical path of each route: `paths.login` === '/m/login'. */
export const paths = Object.fromEntries(Object.entries(routeInputs).map(([id, r]) => [id, r.path])) as {
  readonly [K in RouteId]: (typeof routeInputs)[K]['path'];
};

export const HOME_PATHS: readonly string[] = [routes.home.path, ...(routes.home.aliases ?? [])];
export const ROUTE_IDS = Object.keys(routes) as RouteId[];
export const POPUP_ROUTE_IDS = ROUTE_IDS.filter((id) => routes[id].popup);

/** React Router matches with and without a trailing slash; so do we (except the root). */
const normalise = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') && pathname !== '/m/' ? pathname.slice(0, -1) : pathname;

const byPath = new Map<string, RouteId>();
for (const id of ROUTE_IDS) for (const p of [routes[id].path, ...(routes[id].aliases ?? [])]) byPath.set(p, id);

/** The route id of a pathname, or null for an unknown path (which falls back to home, A-002). */
export function routeIdOf(pathname: string): RouteId | null {
  return byPath.get(pathname) ?? byPath.get(normalise(pathname)) ?? null;
}

/** A-005, G-001: home-like paths show the home header. */
export const isHomePath = (pathname: string): boolean => routeIdOf(pathname) === 'home';

/**
 * Metadata of the route at `pathname`. Popups render over home and unknown paths fall
 * back to home, so both answer with their own row, never null.
 */
export function routeMeta(pathname: string): RouteMeta & { id: RouteId } {
  const id = routeIdOf(pathname) ?? 'home';
  return { id, ...routes[id] };
}

/** G-002 */
export const showsTopBanner = (pathname: string): boolean => routeMeta(pathname).topBanner;
/** G-091: the routes of the agent area (the agent footer's place). */
export const isAgentArea = (pathname: string): boolean => routeMeta(pathname).agentArea;
/** G§2: hidden on /m/changePsw, /m/app and /m/help. */
export const footerMenuHidden = (pathname: string): boolean => !routeMeta(pathname).footerMenu;
/** Home-like or a popup over home: the home frame (home header) is what the user sees underneath. */
export const showsHomeFrame = (pathname: string): boolean => {
  const m = routeMeta(pathname);
  return m.id === 'home' || m.popup;
};
