import { VENDOR_CODE, type LaunchPrizeMode } from '@m/contracts';
import { paths } from '../../shared/paths';
import { LOTTERY_PRIZE_MODE } from './lottery-config';

export interface LaunchableGame {
  vendorCode: string;
  code: string;
  gameId: number;
  gameGroupId: number;
  lottoMode: string;
}

export type LaunchPlan = { kind: 'route'; to: string } | { kind: 'call'; vendor: string; gameCode: string; prizeMode: LaunchPrizeMode };

/**
 * G-075, G-076, G-079 (lottery part): LOTT and ELOTT open /m/launchGame with playType (ent when
 * lottoMode contains 'Entertainment', else trad), gameId, gameGroupId, prize_mode, code and
 * pageBack=home; TCG_SEA launches with prize mode SEA; every other vendor (TCG_LOTTO_VN, GPI)
 * launches with the configured prize mode and goes to the returned URL.
 */
export function launchPlan(game: LaunchableGame): LaunchPlan {
  if (game.vendorCode === VENDOR_CODE.lott || game.vendorCode === VENDOR_CODE.elott) {
    const q = new URLSearchParams({
      playType: game.lottoMode.includes('Entertainment') ? 'ent' : 'trad',
      gameId: String(game.gameId),
      gameGroupId: String(game.gameGroupId),
      prize_mode: game.vendorCode === VENDOR_CODE.elott ? 'Elott' : LOTTERY_PRIZE_MODE,
      code: game.code,
      pageBack: 'home',
    });
    return { kind: 'route', to: `${paths.launchGame}?${q.toString()}` };
  }
  const prizeMode: LaunchPrizeMode = game.vendorCode === VENDOR_CODE.sea ? 'SEA' : LOTTERY_PRIZE_MODE;
  return { kind: 'call', vendor: game.vendorCode, gameCode: game.code, prizeMode };
}
