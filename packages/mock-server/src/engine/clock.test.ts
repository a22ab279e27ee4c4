import { describe, expect, it } from 'vitest';
import { DEFAULT_START, VirtualClock } from './clock';

describe('VirtualClock', () => {
  it('starts frozen on Monday 5 January 2026 12:00 UTC and does not move by itself', () => {
    let wall = 1_000;
    const clock = new VirtualClock({ wall: () => wall });
    expect(new Date(clock.now()).toISOString()).toBe('2026-01-05T12:00:00.000Z');
    wall += 60_000;
    expect(clock.now()).toBe(DEFAULT_START);
    expect(clock.read()).toEqual({ now: DEFAULT_START, mode: 'frozen' });
  });

  it('advances by exactly N ms and jumps with set, keeping the mode', () => {
    const clock = new VirtualClock({ start: 0 });
    clock.advance(1_500);
    expect(clock.now()).toBe(1_500);
    clock.set(10_000);
    expect(clock.read()).toEqual({ now: 10_000, mode: 'frozen' });
  });

  it('follows wall time from its start in follow mode, and stops on freeze without a jump', () => {
    let wall = 5_000;
    const clock = new VirtualClock({ start: 100, mode: 'follow', wall: () => wall });
    wall += 250;
    expect(clock.now()).toBe(350);
    clock.freeze();
    wall += 1_000;
    expect(clock.read()).toEqual({ now: 350, mode: 'frozen' });
    clock.resume();
    wall += 50;
    expect(clock.read()).toEqual({ now: 400, mode: 'follow' });
    clock.advance(600);
    wall += 1;
    expect(clock.now()).toBe(1_001);
  });
});
