import { describe, expect, it } from 'vitest';
import {
  activeRegisterFields,
  ageOn,
  birthdayProblem,
  isoDateOf,
  parseIsoDate,
  REGISTER_FIELD_NAMES,
  registerFieldProblem,
} from './register-fields';

describe('the birthday rule shared by the simulator and the site (A-070)', () => {
  it('reads only real calendar dates written YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseIsoDate('2000-02-29')).toEqual({ y: 2000, m: 2, d: 29 });
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-02-30',
      '2024-04-31',
      '2024-13-01',
      '2024-00-01',
      '2024-01-00',
      '2024-1-01',
      '2024-01-011',
      ' 2024-01-01',
      '２０２４-01-01',
    ])
      expect(parseIsoDate(bad), bad).toBeNull();
    expect(parseIsoDate('2024-12-31')).toEqual({ y: 2024, m: 12, d: 31 });
  });

  it('counts whole years; a 29 February birthday comes of age on 1 March of other years', () => {
    const birth = { y: 2008, m: 2, d: 29 };
    expect(ageOn(birth, { y: 2026, m: 2, d: 28 })).toBe(17);
    expect(ageOn(birth, { y: 2026, m: 3, d: 1 })).toBe(18);
    expect(ageOn({ y: 2008, m: 1, d: 5 }, { y: 2026, m: 1, d: 5 })).toBe(18);
    expect(ageOn({ y: 2008, m: 1, d: 6 }, { y: 2026, m: 1, d: 5 })).toBe(17);
  });

  it('answers format for a malformed, impossible, pre-1900 or future date, age for one too young, null otherwise', () => {
    const today = '2026-01-05';
    expect(birthdayProblem('2008-01-05', today, 18)).toBeNull();
    expect(birthdayProblem('2008-01-06', today, 18)).toBe('age');
    expect(birthdayProblem('2026-01-05', today, 18)).toBe('age');
    expect(birthdayProblem('2026-01-05', today, 0)).toBeNull();
    expect(birthdayProblem('2026-01-06', today, 0)).toBe('format');
    expect(birthdayProblem('2005-01-06', today, 21)).toBe('age');
    expect(birthdayProblem('1900-01-01', today, 18)).toBeNull();
    expect(birthdayProblem('1899-12-31', today, 18)).toBe('format');
    expect(birthdayProblem('2023-02-29', today, 18)).toBe('format');
    expect(birthdayProblem('05/01/1990', today, 18)).toBe('format');
    expect(birthdayProblem('1990-01-01'.repeat(1000), today, 18)).toBe('format');
  });

  it("takes today's date in UTC from an instant", () => {
    expect(isoDateOf(Date.UTC(2026, 0, 5, 23, 59, 59))).toBe('2026-01-05');
    expect(isoDateOf(Date.UTC(2026, 0, 6, 0, 0, 0))).toBe('2026-01-06');
  });
});

describe('the field rules shared by the simulator and the site (A-049, A-053, A-057, A-059)', () => {
  const fields = Object.fromEntries(
    REGISTER_FIELD_NAMES.map((n) => [n, { enabled: n !== 'email', required: false, pattern: '^.+$' }]),
  ) as Parameters<typeof activeRegisterFields>[0];
  const names = (mode: 'username' | 'mobile', on: boolean, affiliate: boolean) =>
    activeRegisterFields(fields, { REGMOBVERF3: on, MOBILENUMPASSREG3: on }, mode, affiliate).map(
      (f) => `${f.name}${f.required ? '*' : ''}`,
    );

  it('the mobile form: the number required, the code and the password only with their switches, the affiliate code while shown', () => {
    expect(names('mobile', true, true)).toEqual(['mobileNum*', 'verificationCode*', 'password*', 'affiliateCode']);
    expect(names('mobile', false, false)).toEqual(['mobileNum*']);
  });

  it('the username form: every enabled field but the SMS code, the affiliate code while shown', () => {
    expect(names('username', true, false)).not.toContain('email');
    expect(names('username', true, false)).not.toContain('affiliateCode');
    expect(names('username', true, true).at(-1)).toBe('affiliateCode');
    expect(names('username', true, true).some((n) => n.startsWith('verificationCode'))).toBe(false);
  });

  it('checks a trimmed value: empty passes unless required, else the pattern decides; a broken pattern passes', () => {
    const rule = { required: true, pattern: '^\\d{6}$' };
    expect(registerFieldProblem(rule, '  ')).toBe('required');
    expect(registerFieldProblem({ ...rule, required: false }, '')).toBeNull();
    expect(registerFieldProblem(rule, ' 123456 ')).toBeNull();
    expect(registerFieldProblem(rule, '12345')).toBe('pattern');
    expect(registerFieldProblem({ ...rule, pattern: '(' }, 'x')).toBeNull();
  });
});
