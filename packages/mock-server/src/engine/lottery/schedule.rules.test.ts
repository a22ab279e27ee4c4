import { describe, expect, it } from 'vitest';
import { seedLotteryState, type LotteryDef } from './lottery-catalogue';
import { drawDays, drawView, lastDrawAt, nextDrawAt, numeroOf, pastDraws, winningNumber } from './schedule';

/**
 * Draw timing at its edges (G-065, G-072, G-073): offsets, the exact instant of a draw,
 * weekly lotteries, lotteries that never draw, and the guards of the history.
 */

const catalogue = seedLotteryState('http://sim.test').lotteries;
const def = (code: string, over: Partial<LotteryDef> = {}): LotteryDef => ({ ...catalogue[code]!, ...over });
/** Monday 5 January 2026, 12:00 UTC (the worlds' default start). */
const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
const MIN = 60_000;
const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString();

describe('fast lotteries with an offset', () => {
  const imminent = def('FAST1', { intervalSec: 10, offsetSec: 5 });

  it('the last draw is the offset past a multiple of the interval, at or before now', () => {
    expect(lastDrawAt(imminent, T0)).toBe(T0 - 5_000);
    expect(lastDrawAt(imminent, T0 + 4_999)).toBe(T0 - 5_000);
    expect(lastDrawAt(imminent, T0 + 5_000)).toBe(T0 + 5_000);
    expect(nextDrawAt(imminent, T0 + 4_999)).toBe(T0 + 5_000);
  });

  it('an offset longer than the interval wraps round it', () => {
    const wrapped = def('FAST1', { intervalSec: 10, offsetSec: 25 });
    expect(lastDrawAt(wrapped, T0)).toBe(T0 - 5_000);
    expect(nextDrawAt(wrapped, T0)).toBe(T0 + 5_000);
  });

  it('at the exact instant of a draw its numbers are the previous winning numbers', () => {
    const at = T0 + 5_000;
    const view = drawView(42, imminent, at);
    expect(view.previousWinningTime).toBe(iso(at));
    expect(view.previousWinningNumber).toBe(winningNumber(42, imminent, numeroOf(imminent, at)));
    expect(view.lotteryTime).toEqual([iso(at), iso(at + 10_000)]);
    expect(view.remainTime).toBe(10);
    // A millisecond before, the draw before it.
    expect(drawView(42, imminent, at - 1).previousWinningTime).toBe(iso(at - 10_000));
  });
});

describe('daily and weekly lotteries', () => {
  const north = def('VN_NORTH'); // every day, 11:15 UTC
  const drawT0 = Date.UTC(2026, 0, 5, 11, 15);

  it('at the exact instant of a daily draw, that draw is the last one and the next is tomorrow', () => {
    expect(lastDrawAt(north, drawT0)).toBe(drawT0);
    expect(lastDrawAt(north, drawT0 - 1)).toBe(drawT0 - DAY);
    expect(nextDrawAt(north, drawT0)).toBe(drawT0 + DAY);
    expect(nextDrawAt(north, drawT0 - 1)).toBe(drawT0);
    expect(drawView(42, north, drawT0)).toMatchObject({
      numero: '20260106',
      previousWinningTime: iso(drawT0),
      previousWinningNumber: winningNumber(42, north, '20260105'),
      remainTime: DAY / 1000,
      lockTime: 900,
      isSale: true,
    });
  });

  it('a weekly lottery finds its draw a whole week away, both ways', () => {
    const weekly = def('VN_NORTH', { drawDayOfWeek: '2' }); // Mondays only
    expect(nextDrawAt(weekly, drawT0)).toBe(drawT0 + 7 * DAY);
    expect(lastDrawAt(weekly, drawT0 - 1)).toBe(drawT0 - 7 * DAY);
    expect(lastDrawAt(weekly, drawT0)).toBe(drawT0);
  });

  it('drawDayOfWeek tolerates spaces and ignores what is not a day 1-7', () => {
    expect(drawDays({ drawDayOfWeek: ' 2, 7 ,0,8,x,1.5,' })).toEqual([2, 7]);
    expect(drawDays({ drawDayOfWeek: '1,7' })).toEqual([1, 7]);
    const sundays = def('VN_NORTH', { drawDayOfWeek: '1' });
    expect(new Date(nextDrawAt(sundays, T0)!).getUTCDay()).toBe(0);
    const saturdays = def('VN_NORTH', { drawDayOfWeek: '7' });
    expect(new Date(nextDrawAt(saturdays, T0)!).getUTCDay()).toBe(6);
  });

  it('a lottery with no draw day never draws: no numero, no results, nothing on sale', () => {
    const never = def('VN_NORTH', { drawDayOfWeek: '' });
    expect(nextDrawAt(never, T0)).toBeNull();
    expect(lastDrawAt(never, T0)).toBeNull();
    expect(drawView(42, never, T0)).toEqual({
      numero: '',
      isSale: false,
      lockTime: 0,
      remainTime: 0,
      lotteryTime: ['', ''],
      previousWinningTime: '',
      previousWinningNumber: '',
    });
    expect(pastDraws(42, never, T0, 0, 5)).toEqual([]);
    expect(pastDraws(42, never, T0, 3, 5)).toEqual([]);
  });

  it('numero: YYYYMMDD for daily draws, plus the 4-digit index in the UTC day for fast ones', () => {
    expect(numeroOf(north, Date.UTC(2026, 0, 5, 11, 15))).toBe('20260105');
    expect(numeroOf(north, Date.UTC(2026, 10, 9, 23, 59))).toBe('20261109');
    const fast1 = def('FAST1');
    expect(numeroOf(fast1, Date.UTC(2026, 0, 5))).toBe('202601050001');
    expect(numeroOf(fast1, Date.UTC(2026, 0, 5, 0, 1))).toBe('202601050002');
    expect(numeroOf(fast1, Date.UTC(2026, 0, 5, 23, 59))).toBe('202601051440');
    expect(numeroOf(def('FAST5'), Date.UTC(2026, 0, 5, 12, 0))).toBe('202601050145');
  });
});

describe('what a closed or not-on-sale lottery shows', () => {
  it('closed: the last results stay, its numero is the last draw, nothing counts down', () => {
    const closed = def('FAST10');
    const last = lastDrawAt(closed, T0)!;
    expect(drawView(42, closed, T0 + 1_000)).toEqual({
      numero: numeroOf(closed, last),
      isSale: false,
      lockTime: 0,
      remainTime: 0,
      lotteryTime: ['', ''],
      previousWinningTime: iso(last),
      previousWinningNumber: winningNumber(42, closed, numeroOf(closed, last)),
    });
  });

  it('not on sale: the schedule runs with its lock, unsold', () => {
    const unsold = def('FAST2');
    expect(drawView(42, unsold, T0 + 1_000)).toMatchObject({
      isSale: false,
      lockTime: 10,
      remainTime: 119,
      numero: numeroOf(unsold, T0 + 2 * MIN),
    });
    expect(drawView(42, def('FAST2', { status: 'open' }), T0 + 1_000).isSale).toBe(true);
  });

  it('remainTime rounds up to whole seconds', () => {
    expect(drawView(42, def('FAST1'), T0 + 59_999).remainTime).toBe(1);
    expect(drawView(42, def('FAST1'), T0 + 59_000).remainTime).toBe(1);
    expect(drawView(42, def('FAST1'), T0 + 58_999).remainTime).toBe(2);
  });
});

describe('winning numbers', () => {
  it('each tier has its balls at its width, tiers in order', () => {
    const n = winningNumber(42, def('FAST5'), '202601050001');
    expect(n).toBe('43,55,26~68,61');
    expect(winningNumber(42, def('FAST1'), '202601050722')).toBe('4,0,2,2,2');
  });

  it('another lottery or another draw gives other numbers', () => {
    const fast1 = def('FAST1');
    const fast3 = def('FAST3');
    expect(winningNumber(42, fast3, '202601050722')).not.toBe(winningNumber(42, fast1, '202601050722'));
    expect(winningNumber(42, fast1, '202601050723')).not.toBe(winningNumber(42, fast1, '202601050722'));
  });
});

describe('history (pastDraws) and its guards', () => {
  const fast1 = def('FAST1');
  const north = def('VN_NORTH');

  it('refuses nonsense paging with an empty page rather than work', () => {
    for (const count of [0, -1, Number.NaN]) expect(pastDraws(42, fast1, T0, 0, count), `count ${count}`).toEqual([]);
    for (const skip of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(pastDraws(42, fast1, T0, skip, 1), `skip ${skip}`).toEqual([]);
    expect(pastDraws(42, fast1, T0, 0, 1)).toHaveLength(1);
  });

  it('a page of a fast lottery: count draws, newest first, after skipping, each a minute apart', () => {
    const all = pastDraws(42, fast1, T0, 0, 6);
    expect(all.map((d) => d.winningTime)).toEqual([0, 1, 2, 3, 4, 5].map((i) => iso(T0 - i * MIN)));
    expect(all[0]).toEqual({ numero: '202601050721', winningNumber: winningNumber(42, fast1, '202601050721'), winningTime: iso(T0) });
    expect(pastDraws(42, fast1, T0, 2, 3)).toEqual(all.slice(2, 5));
    // A huge skip is jumped over, not walked: the page is still the right draws.
    expect(pastDraws(42, fast1, T0, 1_000_000, 1)[0]?.winningTime).toBe(iso(T0 - 1_000_000 * MIN));
  });

  it('a page of a daily lottery skips whole draw days, not seconds', () => {
    const all = pastDraws(42, north, T0, 0, 4);
    expect(all).toHaveLength(4);
    expect(new Set(all.map((d) => d.numero)).size).toBe(4);
    expect(pastDraws(42, north, T0, 1, 2)).toEqual(all.slice(1, 3));
    expect(pastDraws(42, north, T0, 3, 1)).toEqual(all.slice(3, 4));
  });

  /** The lottery with its property reads counted: the work a call does, without timing it. */
  const counted = (d: LotteryDef) => {
    const reads = { n: 0 };
    const proxy = new Proxy(d, {
      get: (target, key, receiver) => {
        reads.n++;
        return Reflect.get(target, key, receiver);
      },
    });
    return { def: proxy, reads };
  };

  it('does no work for an empty page, jumps over skipped fast draws, stops at a lottery that never drew', () => {
    const empty = counted(north);
    expect(pastDraws(42, empty.def, T0, 5, 0)).toEqual([]);
    expect(empty.reads.n).toBe(0);
    const near = counted(fast1);
    const far = counted(fast1);
    expect(pastDraws(42, near.def, T0, 0, 1)).toHaveLength(1);
    expect(pastDraws(42, far.def, T0, 5_000, 1)).toHaveLength(1);
    expect(far.reads.n).toBeLessThanOrEqual(near.reads.n + 5);
    const never = counted(def('VN_NORTH', { drawDayOfWeek: '' }));
    expect(pastDraws(42, never.def, T0, 1_000, 1)).toEqual([]);
    expect(never.reads.n).toBeLessThan(40);
  });

  it('a page of a daily lottery walks back day by day', () => {
    const all = pastDraws(42, north, T0, 0, 4);
    expect(all.map((d) => d.numero)).toEqual(['20260105', '20260104', '20260103', '20260102']);
    expect(pastDraws(42, north, T0, 1, 2)).toEqual(all.slice(1, 3));
    const weekly = def('VN_NORTH', { drawDayOfWeek: '2' });
    expect(pastDraws(42, weekly, T0, 1, 2).map((d) => d.numero)).toEqual(['20251229', '20251222']);
  });
});
