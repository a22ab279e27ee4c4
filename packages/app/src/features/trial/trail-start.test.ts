import { describe, expect, it } from 'vitest';
import { trailStartOf } from './trail-start';

describe('trailStartOf (A-097)', () => {
  it('a guest starts a trial; a trial account goes home with its own; any other account is asked first', () => {
    expect(trailStartOf(null)).toBe('start');
    expect(trailStartOf({ type: 4 })).toBe('home');
    for (const type of [0, 1, 2, 40, 41, 42]) expect(trailStartOf({ type })).toBe('confirm');
  });
});
