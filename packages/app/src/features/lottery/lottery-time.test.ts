import { describe, expect, it } from 'vitest';
import type { LotteryItem } from '@m/contracts';
import {
  cardRemainingMs,
  drawDaysOf,
  formatCountdown,
  formatWinningDate,
  isNearEnd,
  isTileHighlighted,
  lobbyRefreshDelayMs,
  prizeTiers,
  tileRemainingMs,
  timeLottery,
} from './lottery-time';

const item = (over: Partial<LotteryItem> = {}): LotteryItem => ({
  code: 'FAST1',
  gameId: 1001,
  gameMenuTag: 'fast',
  numero: '202601050722',
  isSale: true,
  lockTime: 5,
  remainTime: 60,
  lotteryTime: ['2026-01-05T12:00:00.000Z', '2026-01-05T12:01:00.000Z'],
  previousWinningTime: '2026-01-05T12:00:00.000Z',
  previousWinningNumber: '1,2,3,4,5',
  mobileIconUrl: '',
  remark: '1-Minute Lotto',
  drawDayOfWeek: '1,2,3,4,5,6,7',
  vendorCode: 'LOTT',
  gameGroupId: 10,
  lottoMode: 'Tradition',
  isTop: true,
  ...over,
});

describe('end time at receipt (G-065)', () => {
  it('ends at receipt + remainTime - half the round trip; the lock comes off the sale end', () => {
    const t = timeLottery(item(), 1_000, 1_400);
    expect(t.drawAt).toBe(1_400 + 60_000 - 200);
    expect(t.saleEndAt).toBe(t.drawAt - 5_000);
  });
  it('a zero round trip (paused clock) ends exactly remainTime after receipt', () => {
    expect(timeLottery(item(), 5_000, 5_000).drawAt).toBe(65_000);
  });
});

describe('card countdown (G-063, G-064)', () => {
  const t = timeLottery(item(), 0, 0);
  it("shows '--:--:--' when not on sale", () => {
    expect(formatCountdown(cardRemainingMs({ ...t, isSale: false }, 0))).toBe('--:--:--');
  });
  it("shows '--:--:--' once the remaining time is used up: exactly 0 and after", () => {
    expect(cardRemainingMs(t, 60_000)).toBeNull();
    expect(cardRemainingMs(t, 70_000)).toBeNull();
    expect(cardRemainingMs(t, 59_999)).toBe(1);
  });
  it('runs as h:mm:ss, whole seconds rounded down', () => {
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(59_999)).toBe('0:00:59');
    expect(formatCountdown(1)).toBe('0:00:00');
    expect(formatCountdown(25 * 3600_000, 'en')).toBe('1d 01:00:00');
  });
  it('is near-end under 6 s, not at exactly 6 s, never when used up', () => {
    expect(isNearEnd(6_000)).toBe(false);
    expect(isNearEnd(5_999)).toBe(true);
    expect(isNearEnd(1)).toBe(true);
    expect(isNearEnd(null)).toBe(false);
  });
});

describe('tile countdown and highlight (G-066, G-067)', () => {
  it('is remaining minus lock, never below 0 (the lock boundary is 0)', () => {
    const t = timeLottery(item(), 0, 0);
    expect(tileRemainingMs(t, 0)).toBe(55_000);
    expect(tileRemainingMs(t, 55_000)).toBe(0);
    expect(tileRemainingMs(t, 58_000)).toBe(0);
  });
  it('highlights when (remainTime - lockTime) x 1000 is > 0 and < 86 400 000', () => {
    expect(isTileHighlighted(item({ remainTime: 5, lockTime: 5 }))).toBe(false);
    // A closed lottery is never highlighted, even with a draw time inside the window (G-067 decision).
    expect(isTileHighlighted(item({ remainTime: 600, lockTime: 30, isSale: false }))).toBe(false);
    expect(isTileHighlighted(item({ remainTime: 6, lockTime: 5 }))).toBe(true);
    expect(isTileHighlighted(item({ remainTime: 3, lockTime: 5 }))).toBe(false);
    expect(isTileHighlighted(item({ remainTime: 86_400, lockTime: 0 }))).toBe(false);
    expect(isTileHighlighted(item({ remainTime: 86_399, lockTime: 0 }))).toBe(true);
  });
});

describe('lobby refresh delay (G-068)', () => {
  it('is the smallest remaining time among open lotteries', () => {
    expect(lobbyRefreshDelayMs([item({ remainTime: 12 }), item({ remainTime: 9 }), item({ remainTime: 3, isSale: false })])).toBe(9_000);
  });
  it('is capped at 30 s', () => {
    expect(lobbyRefreshDelayMs([item({ remainTime: 30 })])).toBe(30_000);
    expect(lobbyRefreshDelayMs([item({ remainTime: 31 })])).toBe(30_000);
  });
  it('is 7 s when nothing is open (none on sale, or all at 0)', () => {
    expect(lobbyRefreshDelayMs([])).toBe(7_000);
    expect(lobbyRefreshDelayMs([item({ isSale: false })])).toBe(7_000);
    expect(lobbyRefreshDelayMs([item({ remainTime: 0 })])).toBe(7_000);
  });
});

describe('prize tiers and dates (G-059..G-061)', () => {
  it('splits tiers by ~ and balls by commas, labelled GB, G1..G9', () => {
    const tiers = prizeTiers(Array.from({ length: 10 }, (_, i) => `${i}1,${i}2`).join('~'));
    expect(tiers.map((t) => t.label)).toEqual(['GB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9']);
    expect(tiers[9]?.balls).toEqual(['91', '92']);
    expect(prizeTiers('7,8,9')).toEqual([{ label: 'GB', balls: ['7', '8', '9'] }]);
    expect(prizeTiers('')).toEqual([]);
  });
  it('formats the winning date as weekday plus date in UTC, in the order of the language', () => {
    expect(formatWinningDate('2026-01-05T23:59:00.000Z', 'en')).toBe('Mon, 01/05/2026');
    expect(formatWinningDate('2026-01-05T23:59:00.000Z', 'pt')).toBe('seg., 05/01/2026');
    expect(formatWinningDate('', 'en')).toBe('');
  });
  it('reads drawDayOfWeek with 1 = Sunday', () => {
    expect(drawDaysOf('2,7')).toEqual([2, 7]);
    expect(drawDaysOf('0,8,x,3')).toEqual([3]);
  });
});
