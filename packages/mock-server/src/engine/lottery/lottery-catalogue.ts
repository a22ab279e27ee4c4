import { Type, type Static } from '@sinclair/typebox';

/**
 * The lottery catalogue of a world (G-073): what each lottery is and its draw schedule. It lives
 * in the world state, keyed by code, so QA can PATCH one lottery
 * (`{ lottery: { lotteries: { FAST1: { status: 'closed' } } } }`). Draw results are never stored:
 * they are computed from seed + code + numero (schedule.ts), so the clock alone moves them.
 */
export const LotteryTier = Type.Object(
  { balls: Type.Integer({ minimum: 1 }), digits: Type.Integer({ minimum: 1, maximum: 9 }) },
  { additionalProperties: false },
);
export type LotteryTier = Static<typeof LotteryTier>;

export const LotteryDef = Type.Object(
  {
    code: Type.String(),
    gameId: Type.Integer(),
    remark: Type.String(),
    /** Menu group tag. */
    tag: Type.String(),
    vendorCode: Type.String(),
    gameGroupId: Type.Integer(),
    lottoMode: Type.String(),
    isTop: Type.Boolean(),
    /** 'open' sells; 'notOnSale' keeps drawing but is not sold; 'closed' has no next draw. */
    status: Type.Union([Type.Literal('open'), Type.Literal('notOnSale'), Type.Literal('closed')]),
    /** Fast lotteries: a draw every intervalSec, at UTC instants k * interval + offsetSec. */
    intervalSec: Type.Integer({ minimum: 0 }),
    offsetSec: Type.Integer({ minimum: 0 }),
    /** Daily lotteries (intervalSec 0): one draw at this second of the UTC day on drawDayOfWeek days. */
    drawAtSec: Type.Integer({ minimum: 0, maximum: 86_399 }),
    /** Comma list of 1-7, 1 = Sunday (G§3). */
    drawDayOfWeek: Type.String(),
    /** Lock before each draw, seconds. */
    lockSec: Type.Integer({ minimum: 0 }),
    /** Tier layout: tier 0 is GB, then G1..G9 (at most ten tiers). */
    tiers: Type.Array(LotteryTier, { minItems: 1, maxItems: 10 }),
  },
  { additionalProperties: false },
);
export type LotteryDef = Static<typeof LotteryDef>;

export const LotteryGroupDef = Type.Object({ tag: Type.String(), labelName: Type.String() }, { additionalProperties: false });
export type LotteryGroupDef = Static<typeof LotteryGroupDef>;

export const LotteryState = Type.Object(
  {
    /** Menu groups in display order. */
    groups: Type.Array(LotteryGroupDef),
    lotteries: Type.Record(Type.String(), LotteryDef),
    /** Games of the GPI vendor group (G-058). */
    vendorGames: Type.Array(
      Type.Object(
        { gameId: Type.Integer(), gameCode: Type.String(), gameName: Type.String(), vendorCode: Type.String(), iconUrl: Type.String() },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type LotteryState = Static<typeof LotteryState>;

export const LOTTERY_TAGS = { vietnam: 'vietnam', fast: 'fast', rbStock: 'vietnam_rb_stock', gpi: 'GPI' } as const;

const EVERY_DAY = '1,2,3,4,5,6,7';
/** Vietnamese-style results: GB (special) then G1..G9. */
const TEN_TIERS: LotteryTier[] = [
  { balls: 1, digits: 6 },
  { balls: 1, digits: 5 },
  { balls: 1, digits: 5 },
  { balls: 2, digits: 5 },
  { balls: 6, digits: 5 },
  { balls: 4, digits: 4 },
  { balls: 6, digits: 4 },
  { balls: 3, digits: 3 },
  { balls: 4, digits: 2 },
  { balls: 1, digits: 2 },
];
const NINE_TIERS = TEN_TIERS.slice(0, 9);

type Base = Omit<LotteryDef, 'code' | 'gameId' | 'remark' | 'tag' | 'vendorCode' | 'gameGroupId' | 'lottoMode' | 'isTop' | 'status'>;
const fast = (intervalSec: number, lockSec: number, tiers: LotteryTier[]): Base => ({
  intervalSec,
  offsetSec: 0,
  drawAtSec: 0,
  drawDayOfWeek: EVERY_DAY,
  lockSec,
  // A copy per world: the tier layouts above are shared constants (a world that changed
  // its VN_NORTH tiers in place changed them for every world created after it).
  tiers: tiers.map((t) => ({ ...t })),
});
const daily = (drawAtSec: number, drawDayOfWeek: string, tiers: LotteryTier[]): Base => ({
  intervalSec: 0,
  offsetSec: 0,
  drawAtSec,
  drawDayOfWeek,
  lockSec: 900,
  tiers: tiers.map((t) => ({ ...t })),
});

/** The seeded catalogue (G-073): the same in every world; results differ by seed. */
export function seedLotteryState(pagesOrigin: string): LotteryState {
  const icon = (code: string) => `${pagesOrigin}/cdn/lottery/${code.toLowerCase()}.svg`;
  const defs: LotteryDef[] = [
    // Fast lotteries: a draw every one to five minutes, every day.
    {
      code: 'FAST1',
      gameId: 1001,
      remark: '1-Minute Lotto',
      tag: 'fast',
      vendorCode: 'LOTT',
      gameGroupId: 10,
      lottoMode: 'Tradition',
      isTop: true,
      status: 'open',
      ...fast(60, 5, [{ balls: 5, digits: 1 }]),
    },
    {
      code: 'FAST3',
      gameId: 1003,
      remark: '3-Minute Lotto',
      tag: 'fast',
      vendorCode: 'LOTT',
      gameGroupId: 10,
      lottoMode: 'Tradition',
      isTop: false,
      status: 'open',
      ...fast(180, 15, [{ balls: 5, digits: 1 }]),
    },
    {
      code: 'FAST5',
      gameId: 1005,
      remark: '5-Minute Keno',
      tag: 'fast',
      vendorCode: 'ELOTT',
      gameGroupId: 11,
      lottoMode: 'Entertainment',
      isTop: true,
      status: 'open',
      ...fast(300, 30, [
        { balls: 3, digits: 2 },
        { balls: 2, digits: 2 },
      ]),
    },
    {
      code: 'FAST2',
      gameId: 1002,
      remark: '2-Minute Lotto',
      tag: 'fast',
      vendorCode: 'LOTT',
      gameGroupId: 10,
      lottoMode: 'Tradition',
      isTop: false,
      status: 'notOnSale',
      ...fast(120, 10, [{ balls: 5, digits: 1 }]),
    },
    {
      code: 'FAST10',
      gameId: 1010,
      remark: '10-Minute Lotto',
      tag: 'fast',
      vendorCode: 'LOTT',
      gameGroupId: 10,
      lottoMode: 'Tradition',
      isTop: false,
      status: 'closed',
      ...fast(600, 30, [{ balls: 5, digits: 1 }]),
    },
    // Vietnam lotteries: one draw a day at 11:15 UTC (18:15 in Vietnam) on their days.
    {
      code: 'VN_NORTH',
      gameId: 2001,
      remark: 'Mien Bac',
      tag: 'vietnam',
      vendorCode: 'TCG_LOTTO_VN',
      gameGroupId: 20,
      lottoMode: 'Tradition',
      isTop: true,
      status: 'open',
      ...daily(40_500, EVERY_DAY, TEN_TIERS),
    },
    {
      code: 'VN_HCM',
      gameId: 2002,
      remark: 'Ho Chi Minh',
      tag: 'vietnam',
      vendorCode: 'TCG_LOTTO_VN',
      gameGroupId: 20,
      lottoMode: 'Tradition',
      isTop: false,
      status: 'open',
      ...daily(36_900, '2,7', NINE_TIERS),
    },
    {
      code: 'VN_DANANG',
      gameId: 2003,
      remark: 'Da Nang',
      tag: 'vietnam',
      vendorCode: 'TCG_LOTTO_VN',
      gameGroupId: 20,
      lottoMode: 'Tradition',
      isTop: false,
      status: 'open',
      ...daily(36_900, '4,7', NINE_TIERS),
    },
    {
      code: 'VN_HUE',
      gameId: 2004,
      remark: 'Thua Thien Hue',
      tag: 'vietnam',
      vendorCode: 'TCG_LOTTO_VN',
      gameGroupId: 20,
      lottoMode: 'Tradition',
      isTop: false,
      status: 'notOnSale',
      ...daily(36_900, '1,2', NINE_TIERS),
    },
    // Stock-index results (no draw-history button, G-057).
    {
      code: 'RB_STOCK',
      gameId: 3001,
      remark: 'RB Stock 5 Min',
      tag: 'vietnam_rb_stock',
      vendorCode: 'TCG_SEA',
      gameGroupId: 30,
      lottoMode: 'Tradition',
      isTop: false,
      status: 'open',
      ...fast(300, 20, [{ balls: 3, digits: 1 }]),
    },
  ];
  return {
    groups: [
      { tag: LOTTERY_TAGS.vietnam, labelName: 'Vietnam Lottery' },
      { tag: LOTTERY_TAGS.fast, labelName: 'Fast Lottery' },
      { tag: LOTTERY_TAGS.rbStock, labelName: 'RB Stock' },
      { tag: LOTTERY_TAGS.gpi, labelName: 'GPI Lottery' },
    ],
    lotteries: Object.fromEntries(defs.map((d) => [d.code, d])),
    vendorGames: ['Keno', 'Thai Lotto', 'Lucky 5', 'Pick 3', 'Mega Ball'].map((name, i) => {
      const gameCode = `GPI_${name.toUpperCase().replace(/\s+/g, '_')}`;
      return { gameId: 4001 + i, gameCode, gameName: `GPI ${name}`, vendorCode: 'GPI', iconUrl: icon(gameCode) };
    }),
  };
}
