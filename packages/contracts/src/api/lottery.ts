import { Type, type Static } from '@sinclair/typebox';
import { PAGE_NO_MAX, PRIZE_MODES, type PrizeMode } from '../constants';
import { defineEndpoint } from '../endpoint';

/**
 * Query fields carry defaults (the spec's values), so a bare GET is a valid call.
 *
 * Lottery area (G-056..G-073, G-077): the lobby menu, recent lotteries, the GPI vendor list,
 * draw history and the launch call. Units (G-065): remainTime and lockTime are whole SECONDS;
 * times are ISO 8601 UTC strings. The draw schedule behind them is G-073 (docs/decisions/lottery.md).
 */

/** The prize modes a lottery launch accepts: the configured ones plus SEA (TCG_SEA, G§4). */
export const LAUNCH_PRIZE_MODES = [...PRIZE_MODES, 'SEA'] as const;
export type LaunchPrizeMode = PrizeMode | 'SEA';

export const PrizeModeSchema = Type.Union([Type.Literal('Lott'), Type.Literal('ZY'), Type.Literal('Elott')]);
export const LaunchPrizeModeSchema = Type.Union([...PrizeModeSchema.anyOf, Type.Literal('SEA')]);

export const LotteryItem = Type.Object(
  {
    code: Type.String(),
    gameId: Type.Integer(),
    /** The tag of the menu group the lottery belongs to. */
    gameMenuTag: Type.String(),
    /** Number of the draw now on sale (advances at each draw). */
    numero: Type.String(),
    /** False when the lottery is not sold (closed or switched off): the countdown shows --:--:-- (G-063). */
    isSale: Type.Boolean(),
    /** Seconds of the lock before the draw, during which bets are refused (G-065). */
    lockTime: Type.Integer({ minimum: 0 }),
    /** Seconds until the next draw; 0 when there is none (G-065). */
    remainTime: Type.Integer({ minimum: 0 }),
    /** [sale opening, draw] of the draw now on sale, ISO UTC; both '' for a closed lottery. */
    lotteryTime: Type.Array(Type.String(), { minItems: 2, maxItems: 2 }),
    /** Instant of the last draw, ISO UTC ('' before the first). */
    previousWinningTime: Type.String(),
    /** Winning numbers of the last draw: tiers by '~' (GB, G1..G9), balls by ','. */
    previousWinningNumber: Type.String(),
    mobileIconUrl: Type.String(),
    /** Display name. */
    remark: Type.String(),
    /** Comma list of 1-7 (1 = Sunday) of the days it draws (G§3). */
    drawDayOfWeek: Type.String(),
    /** Vendor: decides how the play button launches (G-075). */
    vendorCode: Type.String(),
    gameGroupId: Type.Integer(),
    /** Contains 'Entertainment' for entertainment play (G-079). */
    lottoMode: Type.String(),
    /** Shown on the hot sub-tab. */
    isTop: Type.Boolean(),
  },
  { $id: 'LotteryItem', additionalProperties: false },
);
export type LotteryItem = Static<typeof LotteryItem>;

export const LotteryMenuGroup = Type.Object(
  { tag: Type.String(), labelName: Type.String(), gameMenus: Type.Array(LotteryItem) },
  { $id: 'LotteryMenuGroup', additionalProperties: false },
);
export type LotteryMenuGroup = Static<typeof LotteryMenuGroup>;

export const LotteryMenuQuery = Type.Object(
  {
    prizeMode: { ...PrizeModeSchema, default: 'Lott' },
    device: Type.Literal('MOBILE', { default: 'MOBILE' }),
    /** Tab and lottery names in this display language (en, pt, vi); default en. */
    language: Type.String({ maxLength: 8, default: 'en' }),
  },
  { additionalProperties: false },
);
export type LotteryMenuQuery = Static<typeof LotteryMenuQuery>;
export const LotteryMenuValue = Type.Array(LotteryMenuGroup);
export type LotteryMenuValue = Static<typeof LotteryMenuValue>;

export const RecentLotteryQuery = Type.Object(
  {
    device: Type.Literal('MOBILE', { default: 'MOBILE' }),
    recentCount: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
    prizeMode: { ...PrizeModeSchema, default: 'Lott' },
    language: Type.String({ default: 'en' }),
  },
  { additionalProperties: false },
);
export type RecentLotteryQuery = Static<typeof RecentLotteryQuery>;
/** Vietnam lotteries, the most recently drawn first. */
export const RecentLotteryValue = Type.Array(LotteryItem);
export type RecentLotteryValue = Static<typeof RecentLotteryValue>;

export const LotteryVendorGame = Type.Object(
  { gameId: Type.Integer(), gameCode: Type.String(), gameName: Type.String(), vendorCode: Type.String(), iconUrl: Type.String() },
  { $id: 'LotteryVendorGame', additionalProperties: false },
);
export type LotteryVendorGame = Static<typeof LotteryVendorGame>;

export const LotteryVendorGamesQuery = Type.Object(
  {
    vendor: Type.String({ minLength: 1, maxLength: 32, default: 'GPI' }),
    pageNo: Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
  },
  { additionalProperties: false },
);
export type LotteryVendorGamesQuery = Static<typeof LotteryVendorGamesQuery>;
export const LotteryVendorGamesValue = Type.Object(
  { games: Type.Array(LotteryVendorGame), pageNum: Type.Integer(), totalPages: Type.Integer() },
  { additionalProperties: false },
);
export type LotteryVendorGamesValue = Static<typeof LotteryVendorGamesValue>;

export const LotteryDraw = Type.Object(
  { numero: Type.String(), winningNumber: Type.String(), winningTime: Type.String() },
  { $id: 'LotteryDraw', additionalProperties: false },
);
export type LotteryDraw = Static<typeof LotteryDraw>;

export const LotteryHistoryQuery = Type.Object(
  {
    /** The lottery whose draws are asked: there is no history of no lottery. */
    code: Type.String({ minLength: 1, maxLength: 32 }),
    pageNo: Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  },
  { additionalProperties: false },
);
export type LotteryHistoryQuery = Static<typeof LotteryHistoryQuery>;
/** Past draws, newest first. */
export const LotteryHistoryValue = Type.Object(
  { code: Type.String(), list: Type.Array(LotteryDraw), pageNum: Type.Integer(), totalPages: Type.Integer() },
  { additionalProperties: false },
);
export type LotteryHistoryValue = Static<typeof LotteryHistoryValue>;

export const LotteryLaunchBody = Type.Object(
  { vendor: Type.String({ minLength: 1 }), gameCode: Type.String({ minLength: 1 }), prizeMode: LaunchPrizeModeSchema },
  { additionalProperties: false },
);
export type LotteryLaunchBody = Static<typeof LotteryLaunchBody>;
export const LotteryLaunchValue = Type.Object({ url: Type.String() }, { additionalProperties: false });
export type LotteryLaunchValue = Static<typeof LotteryLaunchValue>;

export const lotteryEndpoints = {
  menu: defineEndpoint({
    id: 'lottery.menu',
    method: 'GET',
    path: '/api/lottery/menu',
    auth: false,
    // The lobby refreshes it on a timer: a failed refresh must not toast every 7 to 30 s.
    quiet: true,
    encrypted: false,
    summary: 'Lottery menu (G-070): groups {tag, labelName, gameMenus}; draw fields from the world clock (G-072).',
    query: LotteryMenuQuery,
    response: LotteryMenuValue,
  }),
  recent: defineEndpoint({
    id: 'lottery.recent',
    method: 'GET',
    path: '/api/lottery/recent',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'Recent Vietnam lotteries (G-071): the most recently drawn first, at most recentCount.',
    query: RecentLotteryQuery,
    response: RecentLotteryValue,
  }),
  vendorGames: defineEndpoint({
    id: 'lottery.vendorGames',
    method: 'GET',
    path: '/api/lottery/vendor-games',
    auth: false,
    quiet: false,
    encrypted: false,
    summary: 'Vendor game list in the lottery lobby (G-058), e.g. vendor GPI, pageSize 100.',
    query: LotteryVendorGamesQuery,
    response: LotteryVendorGamesValue,
  }),
  history: defineEndpoint({
    id: 'lottery.history',
    method: 'GET',
    path: '/api/lottery/history',
    auth: false,
    quiet: false,
    encrypted: false,
    summary: 'Draw history of one lottery (G-062), newest first; a pure function of seed, lottery and numero.',
    query: LotteryHistoryQuery,
    response: LotteryHistoryValue,
  }),
  launch: defineEndpoint({
    id: 'lottery.launch',
    method: 'POST',
    path: '/api/lottery/launch',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: "Lottery launch (G-077): {vendor, gameCode, prizeMode} -> the game's URL (the simulator's /pages/game).",
    body: LotteryLaunchBody,
    response: LotteryLaunchValue,
  }),
};
