import { describe, expect, it } from 'vitest';
import { promotionIdOf } from './promotion-id';

describe('promotionIdOf (G-081)', () => {
  it('reads a positive whole id', () => {
    expect(promotionIdOf('7')).toBe(7);
    expect(promotionIdOf(' 12 ')).toBe(12);
  });
  it('names no promotion when missing, empty, zero, negative, fractional, not a number or too long', () => {
    for (const raw of [null, '', '  ', '0', '-3', '1.5', 'abc', '7x', '1e3', '1234567890']) expect(promotionIdOf(raw)).toBeNull();
  });
});
