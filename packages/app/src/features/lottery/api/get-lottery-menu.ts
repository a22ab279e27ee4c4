import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';
import { SITE_PRIZE_MODE } from '../../../shared/launch/launch-plan';

/** GET lottery.menu (G-070): {prizeMode, device=MOBILE, language}; data as groups (tabs and names in that language). Quiet: the lobby refreshes it on a timer. */
export const getLotteryMenu = (language: string) =>
  call(routes.lottery.menu, { query: { prizeMode: SITE_PRIZE_MODE, device: 'MOBILE', language } });
