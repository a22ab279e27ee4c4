import { describe, expect, it } from 'vitest';
import { trialStartOf } from './trial-start';

describe('trialStartOf (A-097)', () => {
  it('a guest starts a trial; a trial account goes home with its own; any other account is asked first', () => {
    expect(trialStartOf(null)).toBe('start');
    expect(trialStartOf({ type: 4 })).toBe('home');
    for (const type of [0, 1, 2, 40, 41, 42]) expect(trialStartOf({ type })).toBe('confirm');
  });
});
