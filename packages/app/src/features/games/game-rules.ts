import type { Game, SortingEntry } from '@m/contracts';
import type { LaunchTarget } from '../../shared/launch/launch-plan';
import { paths } from '../../shared/paths';
import { bannerGroupOf, DEFAULT_LIST_TYPE } from './banner-group';

/**
 * The pure rules of the games area: which page and type a path shows (G-024, G-025, G-026),
 * the category tab bar (G-028, G-029), tags (G-033) and what a game launches with (G-075,
 * G-078, G-079; the launch rule itself is shared/launch's).
 */

/** G-036: the classify filter codes and the minimum-bet options (the contract's own lists, kept here so the site bundle needs no schema module). */
export const GAME_CLASSIFIES = ['JP', 'SC', 'VP', 'TG', 'AC'] as const;
export const MIN_BET_OPTIONS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

export const LIST_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS'] as const;
export const CENTER_TYPES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'LIVE'] as const;
export const LOTTERY_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** G-024: /m/fish, /m/rng, /m/pvp, /m/live by path; /m/gameList by ?gameType= (RNG, FISH, LIVE, PVP, SPORTS), default RNG. */
export function listTypeOf(pathname: string, search: string): string {
  const byPath: Record<string, string> = { [paths.fish]: 'FISH', [paths.rng]: 'RNG', [paths.pvp]: 'PVP', [paths.live]: 'LIVE' };
  const p = pathname.replace(/\/$/, '');
  if (Object.hasOwn(byPath, p)) return byPath[p] ?? DEFAULT_LIST_TYPE;
  const q = new URLSearchParams(search).get('gameType') ?? '';
  return (LIST_TYPES as readonly string[]).includes(q) ? q : DEFAULT_LIST_TYPE;
}

/** G-025: /m/sports, /m/esports, /m/cockfight, /m/inhouse (RNG) by path; any other path by ?gameType=, default SPORTS. */
export function centerTypeOf(pathname: string, search: string): { gameType: string; inhouse: boolean } {
  const p = pathname.replace(/\/$/, '');
  const byPath: Record<string, string> = {
    [paths.sports]: 'SPORTS',
    [paths.esports]: 'ESPORTS',
    [paths.cockfight]: 'COCKFIGHT',
    [paths.inhouse]: 'RNG',
  };
  if (Object.hasOwn(byPath, p)) return { gameType: byPath[p] ?? 'SPORTS', inhouse: p === paths.inhouse };
  const q = new URLSearchParams(search).get('gameType') ?? '';
  return { gameType: (CENTER_TYPES as readonly string[]).includes(q) ? q : 'SPORTS', inhouse: false };
}

/**
 * G-039, G-044, G-050, G-052 (docs/decisions/games.md, G-039): "the slots page" is the game centre showing
 * type RNG, i.e. /m/inhouse and /m/gameCenter?gameType=RNG, whose vendors G-027 already narrows to
 * BGS. There the vendor is fixed to BGS: the list, a tab change, and the hot, favourite and recent
 * calls all carry it. Everywhere else ('' = All), /m/rng included, a tab change resets the vendor
 * to All and those calls ask for every vendor. The one rule for the vendor a page starts from and
 * goes back to.
 */
export const SLOTS_PAGE_VENDOR = 'BGS';
export const fixedVendorOf = (page: 'list' | 'center', gameType: string): string =>
  page === 'center' && gameType === 'RNG' ? SLOTS_PAGE_VENDOR : '';

export { bannerGroupOf };

export const CATEGORY_PATH: Readonly<Record<string, string>> = {
  HOT: paths.hot,
  RNG: paths.rng,
  FISH: paths.fish,
  LIVE: paths.live,
  PVP: paths.pvp,
  SPORTS: paths.sports,
  ESPORTS: paths.esports,
  COCKFIGHT: paths.cockfight,
};

export interface CategoryTab {
  id: string;
  path: string;
}

/**
 * G-028, G-029: Hot first, then the sorting list's categories without LOTT and ELOTT; the
 * SPORTS entry splits into COCKFIGHT (before), SPORTS and ESPORTS (after) by accountTypeName.
 * Empty when the sorting list is empty (the bar is then hidden).
 */
export function categoryTabs(sorting: SortingEntry[]): CategoryTab[] {
  if (sorting.length === 0) return [];
  const ids: string[] = ['HOT'];
  for (const entry of sorting) {
    if (LOTTERY_TYPES.has(entry.gameCategory)) continue;
    if (entry.gameCategory === 'SPORTS') {
      const types = new Set(entry.vendorNames.map((v) => v.accountTypeName));
      if (types.has('COCKFIGHT')) ids.push('COCKFIGHT');
      if (types.has('SPORTS') || types.size === 0) ids.push('SPORTS');
      if (types.has('ESPORTS')) ids.push('ESPORTS');
      continue;
    }
    ids.push(entry.gameCategory);
  }
  return [...new Set(ids)].filter((id) => Object.hasOwn(CATEGORY_PATH, id)).map((id) => ({ id, path: CATEGORY_PATH[id] ?? paths.home }));
}

/** G-028: the highlighted tab; Hot on /m/home. */
export function activeCategory(tabs: CategoryTab[], pathname: string): string | null {
  const p = pathname.replace(/\/$/, '') || '/';
  if (p === paths.home || p === '/' || p === '/m' || p === '/m/index' || p === '/m/index.html') return 'HOT';
  return tabs.find((t) => t.path === p)?.id ?? null;
}

/** G-033: Hot (isTop) wins over New (isNew). */
export const tagOf = (game: Pick<Game, 'isTop' | 'isNew'>): 'hot' | 'new' | null => (game.isTop ? 'hot' : game.isNew ? 'new' : null);
/** G-033: no favourite star on lottery types. */
export const canFavourite = (game: Pick<Game, 'gameType'>): boolean => !LOTTERY_TYPES.has(game.gameType);

/**
 * G-078: the free-play flag comes from supportPlay (0 means free play is supported), for every
 * account type. It tells the game's launcher that the game may be played for free; it is not
 * the player's choice of mode (the launcher decides that: docs/decisions/games.md, G-078).
 */
export const freePlayOf = (game: Pick<Game, 'supportPlay'>): boolean => game.supportPlay === 0;

/**
 * G-075, G-078, G-079: what a game of a list launches with (`launchPlan` in shared/launch decides
 * how): the LOTT / ELOTT route's fields with the game's name (the launch page's title), and the
 * generic launcher's request: the room id (live tables) or game code, the node id and the free-play
 * flag from supportPlay (G-078, whoever plays).
 */
export const launchTargetOf = (game: Game): LaunchTarget => ({
  vendorCode: game.vendorCode,
  gameCode: game.gameCode,
  gameId: game.gameId,
  gameGroupId: game.gameGroupId,
  lottoMode: game.lottoMode,
  name: game.gameName,
  generic: {
    gameType: game.gameType,
    vendor: game.vassalage,
    gameId: game.roomId || game.gameCode,
    nodeId: game.nodeId,
    freePlay: freePlayOf(game),
  },
});

/** G-041: start 30,000,000..40,000,000; +100..500 every 3, 4 or 5 s. `rand` returns [0, 1). */
export const jackpotStart = (rand: () => number): number => 30_000_000 + Math.floor(rand() * 10_000_001);
export const jackpotStep = (rand: () => number): number => 100 + Math.floor(rand() * 401);
export const jackpotDelayMs = (rand: () => number): number => [3000, 4000, 5000][Math.floor(rand() * 3)] ?? 4000;
/** G-042 (docs/decisions/games.md): the merchant's currency, Brazilian real, formatted in the display language. */
export const JACKPOT_CURRENCY = 'BRL';
