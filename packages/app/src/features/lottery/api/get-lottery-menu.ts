import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';
import { LOTTERY_PRIZE_MODE } from '../lottery-config';

/** GET lottery.menu (G-070): {prizeMode, device=MOBILE}; data as groups. Quiet: the lobby refreshes it on a timer. */
export const getLotteryMenu = () => call(routes.lottery.menu, { query: { prizeMode: LOTTERY_PRIZE_MODE, device: 'MOBILE' } });
