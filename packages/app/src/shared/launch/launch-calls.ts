import type { GameLaunchBody, LaunchPrizeMode } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../api/client';

/** POST lottery.launch (G-077): {vendor, gameCode, prizeMode} -> the game's URL. Needs a session. */
export const launchLottery = (vendor: string, gameCode: string, prizeMode: LaunchPrizeMode) =>
  call(routes.lottery.launch, { body: { vendor, gameCode, prizeMode } });

/** POST games.launch (G-075, G-079): the generic launcher -> the game's URL. Needs a session. */
export const launchGame = (body: GameLaunchBody, opts: CallOptions = {}) => call(routes.games.launch, { body }, opts);
