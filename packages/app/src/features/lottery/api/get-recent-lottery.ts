import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';
import { PAGE_SIZE } from '../../../shared/constants';

/** GET lottery.recent (G-071): {device=MOBILE, recentCount 100, prizeMode Lott, language}. */
export const getRecentLottery = (language: string) =>
  call(routes.lottery.recent, { query: { device: 'MOBILE', recentCount: PAGE_SIZE.recentLottery, prizeMode: 'Lott', language } });
