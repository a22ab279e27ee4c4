import { describe, expect, it } from 'vitest';
import { validateBirthday } from './validate-birthday';

const NOW = Date.UTC(2026, 0, 5, 12); // 2026-01-05, the simulated world's first day

describe('validateBirthday (A-070)', () => {
  it('lets an empty value pass, trims, and answers format or age like the backend', () => {
    expect(validateBirthday('   ', 18, NOW)).toBeNull();
    expect(validateBirthday(' 2008-01-05 ', 18, NOW)).toBeNull();
    expect(validateBirthday('2008-01-06', 18, NOW)).toBe('age');
    expect(validateBirthday('2005-01-06', 21, NOW)).toBe('age');
    expect(validateBirthday('2023-02-29', 18, NOW)).toBe('format');
    expect(validateBirthday('2026-01-06', 0, NOW)).toBe('format');
    expect(validateBirthday('05/01/1990', 18, NOW)).toBe('format');
  });

  it("counts on the day of the server's clock in UTC", () => {
    expect(validateBirthday('2008-01-06', 18, Date.UTC(2026, 0, 5, 23, 59))).toBe('age');
    expect(validateBirthday('2008-01-06', 18, Date.UTC(2026, 0, 6, 0, 0))).toBeNull();
  });
});
