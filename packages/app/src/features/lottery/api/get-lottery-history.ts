import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';
import { HISTORY_PAGE_SIZE } from '../lottery-config';

/** GET lottery.history (G-062): past draws of one lottery, newest first. */
export const getLotteryHistory = (code: string, pageNo: number) =>
  call(routes.lottery.history, { query: { code, pageNo, pageSize: HISTORY_PAGE_SIZE } });
