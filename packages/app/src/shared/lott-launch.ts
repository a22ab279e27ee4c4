import { VENDOR_CODE, type PrizeMode } from '@m/contracts';
import { paths } from './paths';

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
