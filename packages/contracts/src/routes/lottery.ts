import type {
  LotteryHistoryQuery,
  LotteryHistoryValue,
  LotteryLaunchBody,
  LotteryLaunchValue,
  LotteryMenuQuery,
  LotteryMenuValue,
  LotteryVendorGamesQuery,
  LotteryVendorGamesValue,
  RecentLotteryQuery,
  RecentLotteryValue,
} from '../api/lottery';
import { defineRoute } from '../endpoint';

/** Lottery lobby calls (G§7): menu, recent Vietnam lotteries, GPI vendor games, draw history, launch. */
export const lotteryRoutes = {
  menu: defineRoute<{ query: LotteryMenuQuery; value: LotteryMenuValue }>({
    id: 'lottery.menu',
    method: 'GET',
    path: '/api/lottery/menu',
    auth: false,
    // The lobby refreshes it on a timer: a failed refresh must not toast every 7 to 30 s.
    quiet: true,
    encrypted: false,
  }),
  recent: defineRoute<{ query: RecentLotteryQuery; value: RecentLotteryValue }>({
    id: 'lottery.recent',
    method: 'GET',
    path: '/api/lottery/recent',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
  vendorGames: defineRoute<{ query: LotteryVendorGamesQuery; value: LotteryVendorGamesValue }>({
    id: 'lottery.vendorGames',
    method: 'GET',
    path: '/api/lottery/vendor-games',
    auth: false,
    quiet: false,
    encrypted: false,
  }),
  history: defineRoute<{ query: LotteryHistoryQuery; value: LotteryHistoryValue }>({
    id: 'lottery.history',
    method: 'GET',
    path: '/api/lottery/history',
    auth: false,
    quiet: false,
    encrypted: false,
  }),
  launch: defineRoute<{ body: LotteryLaunchBody; value: LotteryLaunchValue }>({
    id: 'lottery.launch',
    method: 'POST',
    path: '/api/lottery/launch',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
};
