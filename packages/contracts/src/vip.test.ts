import { describe, expect, it } from 'vitest';
import { vipStanding } from './vip';

// The seeded levels: Bronze 0, Silver 1,000, Gold 10,000, Platinum 50,000.
const LEVELS = [{ depositNeeded: 0 }, { depositNeeded: 1_000 }, { depositNeeded: 10_000 }, { depositNeeded: 50_000 }];

describe('vipStanding (A-018): level, next threshold, amount needed, progress from one rule', () => {
  it('deposits above a threshold are that level: 1,152.85 is Silver, 8,847.15 short of Gold', () => {
    const s = vipStanding(1_152.85, LEVELS);
    expect(s).toMatchObject({ current: 1, next: 2, remaining: 8_847.15 });
    expect(s.progress).toBeCloseTo(0.115285, 6);
  });

  it('exactly on a threshold is that level, with the whole next band still needed', () => {
    expect(vipStanding(1_000, LEVELS)).toEqual({ current: 1, next: 2, remaining: 9_000, progress: 0.1 });
    expect(vipStanding(10_000, LEVELS)).toMatchObject({ current: 2, next: 3, remaining: 40_000 });
  });

  it('one cent under a threshold is the level below, one cent short', () => {
    expect(vipStanding(999.99, LEVELS)).toMatchObject({ current: 0, next: 1, remaining: 0.01 });
    expect(vipStanding(999.99, LEVELS).progress).toBeCloseTo(0.99999, 5);
  });

  it('nothing deposited: the first level, the whole first threshold needed, no progress', () => {
    expect(vipStanding(0, LEVELS)).toEqual({ current: 0, next: 1, remaining: 1_000, progress: 0 });
  });

  it('the top level has no next level, nothing needed and a full bar, at and above its threshold', () => {
    expect(vipStanding(50_000, LEVELS)).toEqual({ current: 3, next: null, remaining: 0, progress: 1 });
    expect(vipStanding(1_000_000, LEVELS)).toEqual({ current: 3, next: null, remaining: 0, progress: 1 });
  });

  it('remaining and progress always agree, and a level below the top is never "0 more needed"', () => {
    for (const total of [0, 0.01, 500, 999.99, 1_000, 1_152.85, 9_999.99, 10_000, 49_999.99]) {
      const s = vipStanding(total, LEVELS);
      const nextNeeded = LEVELS[s.next!]!.depositNeeded;
      expect(s.remaining).toBeGreaterThan(0);
      expect(s.progress).toBeLessThan(1);
      expect(s.remaining).toBeCloseTo(nextNeeded * (1 - s.progress), 2);
      expect(total).toBeGreaterThanOrEqual(LEVELS[s.current]!.depositNeeded);
    }
  });

  it('a single level is the top level', () => {
    expect(vipStanding(5, [{ depositNeeded: 0 }])).toEqual({ current: 0, next: null, remaining: 0, progress: 1 });
  });
});
