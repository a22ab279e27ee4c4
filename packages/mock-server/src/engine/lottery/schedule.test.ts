import { describe, expect, it } from 'vitest';
import { seedLotteryState, type LotteryDef } from './lottery-catalogue';
import { dayOfWeek, drawView, lastDrawAt, nextDrawAt, numeroOf, pastDraws, winningNumber } from './schedule';

const catalogue = seedLotteryState('http://sim.test').lotteries;
const def = (code: string): LotteryDef => {
  const d = catalogue[code];
  if (!d) throw new Error(code);
  return d;
};
/** Monday 5 January 2026, 12:00 UTC (the worlds' default start). */
const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
/** VN_NORTH's results of draw 20260105 with seeds 42 and 7. */
const VN_NORTH_42 =
  '189406~32209~37561~59420,64520~83199,34332,35282,15917,49307,59818~4480,9229,9321,9058~7279,0031,2332,1535,3104,4290~989,520,545~75,95,36,15~86';
const VN_NORTH_7 =
  '825000~04688~36795~25535,55434~40913,15554,67997,23534,55757,61230~7329,4643,1525,8974~5691,6186,6393,3891,5419,1471~404,682,185~68,83,55,20~22';

describe('draw schedule (G-072, G-073)', () => {
  it('a fast lottery draws every interval; at the draw instant the draw has happened', () => {
    const fast1 = def('FAST1');
    expect(nextDrawAt(fast1, T0)).toBe(T0 + 60_000);
    expect(lastDrawAt(fast1, T0)).toBe(T0);
    expect(nextDrawAt(fast1, T0 + 59_999)).toBe(T0 + 60_000);
    expect(nextDrawAt(fast1, T0 + 60_000)).toBe(T0 + 120_000);
  });

  it('remainTime counts whole seconds to the draw (rounded up), lockTime is the lock in seconds', () => {
    const fast1 = def('FAST1');
    expect(drawView(42, fast1, T0 + 1)).toMatchObject({ remainTime: 60, lockTime: 5, isSale: true });
    expect(drawView(42, fast1, T0 + 58_000)).toMatchObject({ remainTime: 2 });
    expect(drawView(42, fast1, T0 + 59_001)).toMatchObject({ remainTime: 1 });
  });

  it('numero advances and the previous winning numbers roll over when a draw passes', () => {
    const fast1 = def('FAST1');
    const before = drawView(42, fast1, T0 + 59_999);
    const after = drawView(42, fast1, T0 + 60_000);
    expect(before.numero).toBe('202601050722');
    expect(after.numero).toBe('202601050723');
    expect(after.previousWinningTime).toBe(new Date(T0 + 60_000).toISOString());
    expect(after.previousWinningNumber).toBe(winningNumber(42, fast1, before.numero));
    expect(after.previousWinningNumber).not.toBe(before.previousWinningNumber);
    expect(after.remainTime).toBe(60);
    expect(after.lotteryTime).toEqual([new Date(T0 + 60_000).toISOString(), new Date(T0 + 120_000).toISOString()]);
  });

  it('same seed, lottery and numero give the same numbers; another seed other numbers', () => {
    const vn = def('VN_NORTH');
    // Golden values: a change of the generator would change the published results of every world.
    expect(winningNumber(42, vn, '20260105')).toBe(VN_NORTH_42);
    expect(winningNumber(7, vn, '20260105')).toBe(VN_NORTH_7);
    // Order of requests does not matter: a later question first, the earlier one after still
    // answers the results of its own draw (Monday 11:15 UTC, numero 20260105).
    const late = drawView(42, vn, T0 + 3 * 86_400_000);
    expect(late.previousWinningNumber).toBe(winningNumber(42, vn, '20260108'));
    expect(late.previousWinningNumber).not.toBe(VN_NORTH_42);
    expect(drawView(42, vn, T0)).toMatchObject({
      numero: '20260106',
      previousWinningNumber: VN_NORTH_42,
      previousWinningTime: '2026-01-05T11:15:00.000Z',
    });
  });

  it('winning numbers: up to ten tiers split by ~, balls by commas, each ball its tier width', () => {
    const tiers = winningNumber(42, def('VN_NORTH'), '20260105').split('~');
    expect(tiers).toHaveLength(10);
    expect(tiers[0]).toMatch(/^\d{6}$/);
    expect(tiers[4]?.split(',')).toHaveLength(6);
    expect(winningNumber(42, def('FAST1'), '1').split('~')).toEqual([expect.stringMatching(/^\d,\d,\d,\d,\d$/)]);
  });

  it('a daily lottery draws only on its drawDayOfWeek days (1 = Sunday), at its time of day', () => {
    const hcm = def('VN_HCM'); // Monday (2) and Saturday (7), 10:15 UTC
    expect(dayOfWeek(T0)).toBe(2);
    const next = nextDrawAt(hcm, T0);
    expect(next).toBe(Date.UTC(2026, 0, 10, 10, 15));
    expect(dayOfWeek(next ?? 0)).toBe(7);
    expect(lastDrawAt(hcm, T0)).toBe(Date.UTC(2026, 0, 5, 10, 15));
    expect(numeroOf(hcm, Date.UTC(2026, 0, 10, 10, 15))).toBe('20260110');
  });

  it('closed lotteries have no next draw; not-on-sale ones keep drawing unsold', () => {
    expect(drawView(42, def('FAST10'), T0)).toMatchObject({ isSale: false, remainTime: 0, lockTime: 0, lotteryTime: ['', ''] });
    const notOnSale = drawView(42, def('FAST2'), T0 + 1_000);
    expect(notOnSale.isSale).toBe(false);
    expect(notOnSale.remainTime).toBeGreaterThan(0);
  });

  it('an offset moves a fast schedule (the draw-imminent scenario: 5 s after the start, then every 10 s)', () => {
    const imminent = { ...def('FAST1'), intervalSec: 10, offsetSec: 5 };
    expect(nextDrawAt(imminent, T0)).toBe(T0 + 5_000);
    expect(nextDrawAt(imminent, T0 + 5_000)).toBe(T0 + 15_000);
  });

  it('history lists past draws newest first, consistent with the rollover', () => {
    const fast1 = def('FAST1');
    const [latest, previous] = pastDraws(42, fast1, T0 + 60_000, 0, 2);
    expect(latest?.winningNumber).toBe(drawView(42, fast1, T0 + 60_000).previousWinningNumber);
    expect(previous?.winningTime).toBe(new Date(T0).toISOString());
    expect(pastDraws(42, fast1, T0 + 60_000, 1, 1)).toEqual([previous]);
  });
});
