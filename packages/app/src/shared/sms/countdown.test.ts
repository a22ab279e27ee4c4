import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

// That the button first reads 60 whatever the server's expiry is asserted where a user sees it:
// login-popup.test.tsx ('You can request a new code in 60 seconds').

describe('SMS countdown math (A-037)', () => {
  it('counts whole seconds up to the expiry, rounding up', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 1_000)).toBe(59);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
  });

  it('reaches zero at the expiry and never goes below', () => {
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});
