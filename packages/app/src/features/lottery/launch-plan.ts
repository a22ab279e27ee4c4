import { VENDOR_CODE, type LaunchPrizeMode } from '@m/contracts';
import { lottLaunchPath, SITE_PRIZE_MODE } from '../../shared/lott-launch';

export interface LaunchableGame {
  vendorCode: string;
  code: string;
  gameId: number;
  gameGroupId: number;
  lottoMode: string;
  /** Shown as the launch page's title. */
  name?: string;
}

export type LaunchPlan = { kind: 'route'; to: string } | { kind: 'call'; vendor: string; gameCode: string; prizeMode: LaunchPrizeMode };

/**
 * G-075, G-076, G-079 (lottery part): LOTT and ELOTT open /m/launchGame (`lottLaunchPath`);
 * TCG_SEA launches with prize mode SEA; every other vendor (TCG_LOTTO_VN, GPI) launches with the
 * configured prize mode and goes to the returned URL.
 */
export function launchPlan(game: LaunchableGame): LaunchPlan {
  const to = lottLaunchPath({ ...game, gameCode: game.code });
  if (to !== null) return { kind: 'route', to };
  const prizeMode: LaunchPrizeMode = game.vendorCode === VENDOR_CODE.sea ? 'SEA' : SITE_PRIZE_MODE;
  return { kind: 'call', vendor: game.vendorCode, gameCode: game.code, prizeMode };
}
