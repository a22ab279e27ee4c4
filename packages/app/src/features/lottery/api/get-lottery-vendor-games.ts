import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';
import { PAGE_SIZE } from '../../../shared/constants';

/** GET lottery.vendorGames (G-058): the vendor game list of the GPI group, pageSize 100. */
export const getLotteryVendorGames = (vendor: string) =>
  call(routes.lottery.vendorGames, { query: { vendor, pageNo: 1, pageSize: PAGE_SIZE.vendors } });
