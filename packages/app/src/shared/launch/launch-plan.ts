import { VENDOR_CODE, type GameLaunchBody, type LaunchPrizeMode, type PrizeMode } from '@m/contracts';
import { paths } from '../paths';

/**
 * The one launch rule of the site (G-075..G-079), whether a game list (games) or the lottery lobby
 * (lottery) launches: which vendor opens /m/launchGame, which goes through the lottery launch
 * call and with which prize mode, which through the generic launcher.
 */

/** The prize mode this site is configured with (G§3: Lott, ZY, Elott); the lottery menu and launches use it. */
export const SITE_PRIZE_MODE: PrizeMode = 'Lott';

/** What a LOTT or ELOTT launch needs, whether it comes from a game list or the lottery lobby. */
export interface LottLaunchGame {
  vendorCode: string;
  gameCode: string;
  gameId: number;
  gameGroupId: number;
  lottoMode: string;
  /** The game's name as the list showed it: the launch page's title (the code is no name to a player). */
  name?: string;
}

/**
 * G-075, G-076, G-079: LOTT and ELOTT open /m/launchGame with playType (ent when lottoMode
 * contains 'Entertainment', else trad), gameId, gameGroupId, prize_mode (Elott for ELOTT, else the
 * configured mode), code and pageBack=home. Null for every other vendor, which launches through a
 * call instead. Game lists and the lottery lobby both launch these vendors, so the URL is built here.
 */
export function lottLaunchPath(game: LottLaunchGame): string | null {
  if (game.vendorCode !== VENDOR_CODE.lott && game.vendorCode !== VENDOR_CODE.elott) return null;
  const q = new URLSearchParams({
    playType: game.lottoMode.includes('Entertainment') ? 'ent' : 'trad',
    gameId: String(game.gameId),
    gameGroupId: String(game.gameGroupId),
    prize_mode: game.vendorCode === VENDOR_CODE.elott ? 'Elott' : SITE_PRIZE_MODE,
    code: game.gameCode,
    pageBack: 'home',
    ...(game.name ? { name: game.name } : {}),
  });
  return `${paths.launchGame}?${q.toString()}`;
}

/** A game to launch: what a LOTT or ELOTT route needs, and for a game of a game list the generic launcher's request. */
export interface LaunchTarget extends LottLaunchGame {
  /** The generic launcher's request (G-075, G-078): games of a game list have one; the lottery lobby's entries do not. */
  generic?: GameLaunchBody;
}

export type LaunchPlan =
  | { kind: 'route'; to: string }
  | { kind: 'lottery'; vendor: string; gameCode: string; prizeMode: LaunchPrizeMode }
  | { kind: 'generic'; body: GameLaunchBody };

/**
 * G-075, G-076, G-078, G-079: LOTT and ELOTT open /m/launchGame (`lottLaunchPath`); TCG_SEA
 * launches through the lottery launch call with prize mode SEA, TCG_LOTTO_VN with the configured
 * mode; any other vendor goes through the generic launcher when the game has its request (a game
 * list's game: room id or game code, node id, free-play flag), else through the lottery launch
 * call with the configured mode (the lottery lobby's other vendors, GPI).
 */
export function launchPlan(game: LaunchTarget): LaunchPlan {
  const to = lottLaunchPath(game);
  if (to !== null) return { kind: 'route', to };
  if (game.vendorCode === VENDOR_CODE.sea) return { kind: 'lottery', vendor: game.vendorCode, gameCode: game.gameCode, prizeMode: 'SEA' };
  if (game.vendorCode === VENDOR_CODE.lottoVn || !game.generic)
    return { kind: 'lottery', vendor: game.vendorCode, gameCode: game.gameCode, prizeMode: SITE_PRIZE_MODE };
  return { kind: 'generic', body: game.generic };
}
