import type { LaunchPrizeMode } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';

/** POST lottery.launch (G-077): {vendor, gameCode, prizeMode} -> the game's URL. Needs a session. */
export const launchLottery = (vendor: string, gameCode: string, prizeMode: LaunchPrizeMode) =>
  call(routes.lottery.launch, { body: { vendor, gameCode, prizeMode } });
