import type { RouteId } from '../../shared/paths';

/** The routes the member feature renders (member-route.tsx); kept apart so the route table stays out of the lazy chunk. */
export const MEMBER_ROUTE_IDS: readonly RouteId[] = [
  'memberHome',
  'set',
  'other',
  'voucherCenter',
  'withdraw',
  'benefits',
  'rewardCenter',
  'transactionRecord',
  'gameRecord',
  'securityCenter',
  'memberNotice',
];
