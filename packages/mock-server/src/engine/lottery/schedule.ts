import { fnv1a } from '../seeded/hash';
import type { LotteryDef } from './lottery-catalogue';

/**
 * The draw schedule (G-072, G-073) as pure functions of a lottery's definition and an instant:
 * no state, no wall time. Draw results are a pure function of (seed, code, numero), so the same
 * world always draws the same numbers whatever the order of requests.
 *
 * Boundary rule: at the instant of a draw the draw HAS happened (its numbers are the previous
 * winning numbers and the next draw is on sale).
 */

const DAY_MS = 86_400_000;
/** How far to look for a daily draw: a week covers every drawDayOfWeek list. */
const SEARCH_DAYS = 8;

const dayStart = (t: number): number => Math.floor(t / DAY_MS) * DAY_MS;
/** 1 = Sunday ... 7 = Saturday (G§3), in UTC: the simulator's (and the platform's) zone. */
export const dayOfWeek = (t: number): number => new Date(t).getUTCDay() + 1;

export const drawDays = (def: Pick<LotteryDef, 'drawDayOfWeek'>): number[] =>
  def.drawDayOfWeek
    .split(',')
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);

/** The first draw strictly after `t`, or null when the lottery never draws. */
export function nextDrawAt(def: LotteryDef, t: number): number | null {
  if (def.intervalSec > 0) {
    const iv = def.intervalSec * 1000;
    const off = (def.offsetSec * 1000) % iv;
    return Math.floor((t - off) / iv) * iv + off + iv;
  }
  const days = drawDays(def);
  for (let d = 0; d < SEARCH_DAYS; d++) {
    const at = dayStart(t) + d * DAY_MS + def.drawAtSec * 1000;
    if (at > t && days.includes(dayOfWeek(at))) return at;
  }
  return null;
}

/** The last draw at or before `t`, or null. */
export function lastDrawAt(def: LotteryDef, t: number): number | null {
  if (def.intervalSec > 0) {
    const iv = def.intervalSec * 1000;
    const off = (def.offsetSec * 1000) % iv;
    return Math.floor((t - off) / iv) * iv + off;
  }
  const days = drawDays(def);
  for (let d = 0; d < SEARCH_DAYS; d++) {
    const at = dayStart(t) - d * DAY_MS + def.drawAtSec * 1000;
    if (at <= t && days.includes(dayOfWeek(at))) return at;
  }
  return null;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const ymd = (t: number): string => {
  const d = new Date(t);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
};

/**
 * The number of the draw at instant `at`: YYYYMMDD for daily lotteries, YYYYMMDD + the draw's
 * index in its UTC day (4 digits, from 0001) for fast ones. It advances at every draw.
 */
export function numeroOf(def: LotteryDef, at: number): string {
  if (def.intervalSec <= 0) return ymd(at);
  const index = Math.floor((at - dayStart(at)) / (def.intervalSec * 1000)) + 1;
  return `${ymd(at)}${pad(index, 4)}`;
}

/** mulberry32: small, fast and good enough for lottery balls of a simulator. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Winning numbers of one draw: tiers joined by '~' (GB, G1..G9), balls by ','. A pure function
 * of the world's seed, the lottery and the draw number.
 */
export function winningNumber(seed: number, def: Pick<LotteryDef, 'code' | 'tiers'>, numero: string): string {
  const next = generator(fnv1a(`${seed}|${def.code}|${numero}`));
  return def.tiers
    .map((tier) => Array.from({ length: tier.balls }, () => pad(Math.floor(next() * 10 ** tier.digits), tier.digits)).join(','))
    .join('~');
}

/** In the contract's field order, so both transports serialise the same bytes. */
export interface DrawView {
  numero: string;
  isSale: boolean;
  lockTime: number;
  remainTime: number;
  lotteryTime: [string, string];
  previousWinningTime: string;
  previousWinningNumber: string;
}

const iso = (t: number | null): string => (t === null ? '' : new Date(t).toISOString());

/**
 * What a lottery looks like at `now` (G-065, G-072): the draw on sale, seconds to it (rounded up,
 * so the site never ends a countdown before the draw), the lock, and the last draw's result.
 * 'closed' lotteries have no next draw (remainTime 0); 'notOnSale' ones keep their schedule but
 * are not sold (isSale false).
 */
export function drawView(seed: number, def: LotteryDef, now: number): DrawView {
  const last = lastDrawAt(def, now);
  const next = def.status === 'closed' ? null : nextDrawAt(def, now);
  const lastNumero = last === null ? '' : numeroOf(def, last);
  return {
    numero: next === null ? lastNumero : numeroOf(def, next),
    isSale: def.status === 'open' && next !== null,
    lockTime: next === null ? 0 : def.lockSec,
    remainTime: next === null ? 0 : Math.ceil((next - now) / 1000),
    lotteryTime: next === null ? ['', ''] : [iso(last), iso(next)],
    previousWinningTime: iso(last),
    previousWinningNumber: last === null ? '' : winningNumber(seed, def, lastNumero),
  };
}

export interface PastDraw {
  numero: string;
  winningNumber: string;
  winningTime: string;
}

/**
 * Past draws at or before `now`, newest first: `count` of them after skipping `skip`. Work is
 * proportional to `count` for interval lotteries (the skipped draws are jumped over, so a
 * deep page costs no more than the first); daily lotteries walk `skip` days, so callers bound `skip` (lottery history: 100).
 */
export function pastDraws(seed: number, def: LotteryDef, now: number, skip: number, count: number): PastDraw[] {
  const out: PastDraw[] = [];
  if (!(count > 0) || !Number.isSafeInteger(skip) || skip < 0) return out;
  let at = lastDrawAt(def, now);
  if (at !== null && def.intervalSec > 0) {
    at -= skip * def.intervalSec * 1000;
  } else {
    for (let i = 0; at !== null && i < skip; i++) at = lastDrawAt(def, at - 1);
  }
  while (at !== null && out.length < count) {
    const numero = numeroOf(def, at);
    out.push({ numero, winningNumber: winningNumber(seed, def, numero), winningTime: iso(at) });
    at = lastDrawAt(def, at - 1);
  }
  return out;
}
