import { REGISTER_FIELD_NAMES, type RegisterSettingsValue, type Whitelabel, WHITELABEL_DEFAULTS } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { activeFields, checkBirthdayField, checkConfirm, checkField, defaultMode, registerMethodFor, showModeToggle } from './field-rules';

const rule = (enabled: boolean, required: boolean, pattern = '^.+$') => ({ enabled, required, pattern, message: 'register.rules.x' });
const names = REGISTER_FIELD_NAMES;
const settings = (over: Partial<RegisterSettingsValue['fields']> = {}): RegisterSettingsValue => ({
  fields: {
    ...(Object.fromEntries(names.map((n) => [n, rule(false, false)])) as RegisterSettingsValue['fields']),
    username: rule(true, true),
    password: rule(true, true),
    email: rule(true, false),
    affiliateCode: rule(true, false),
    ...over,
  },
});
const wl = (over: Partial<Whitelabel> = {}): Whitelabel => ({ ...WHITELABEL_DEFAULTS, ...over });

describe('checkField (A-049)', () => {
  const r = { required: false, pattern: '^\\d{6}$', message: 'register.rules.code' };
  it('lets an empty optional field pass and checks it once filled, trimmed', () => {
    expect(checkField(r, '')).toBeNull();
    expect(checkField(r, '  123456 ')).toBeNull();
    expect(checkField(r, '12345')).toBe('register.rules.code');
  });
  it('gives the message for an empty required field; a broken pattern locks nothing', () => {
    expect(checkField({ ...r, required: true }, '  ')).toBe('register.rules.code');
    expect(checkField({ ...r, pattern: '(' }, 'x')).toBeNull();
  });
});

describe('checkBirthdayField (A-070)', () => {
  const r = { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$', message: 'register.rules.birthday' };
  const NOW = Date.UTC(2026, 0, 5, 12);
  it('applies the field rule, then the shared birthday rule: an impossible date gets the field message, a recent one the age message', () => {
    expect(checkBirthdayField(r, '', 18, NOW)).toBe('register.rules.birthday');
    expect(checkBirthdayField({ ...r, required: false }, ' ', 18, NOW)).toBeNull();
    expect(checkBirthdayField(r, '1990/01/01', 18, NOW)).toBe('register.rules.birthday');
    expect(checkBirthdayField(r, '1990-02-30', 18, NOW)).toBe('register.rules.birthday');
    expect(checkBirthdayField({ ...r, pattern: '^.+$' }, '1990 02 01', 18, NOW)).toBe('register.rules.birthday');
    expect(checkBirthdayField(r, '2008-01-06', 18, NOW)).toBe('register.rules.birthday_age');
    expect(checkBirthdayField(r, '2008-01-05', 18, NOW)).toBeNull();
  });
});

describe('checkConfirm (A-052)', () => {
  it('is required and must equal the password', () => {
    expect(checkConfirm('Secret99', '')).toBe('register.in_incorrect_password');
    expect(checkConfirm('Secret99', 'Secret98')).toBe('register.in_confirmation_correct');
    expect(checkConfirm('Secret99', 'Secret99')).toBeNull();
  });
});

describe('methods and fields by switches (A-044, A-045, A-047, A-053, A-057, A-059)', () => {
  it('shows the toggle only with both methods on, and defaults to mobile only when username is off', () => {
    expect(showModeToggle(wl())).toBe(true);
    expect(showModeToggle(wl({ MOBILENUMREG3: false }))).toBe(false);
    expect(defaultMode(wl())).toBe('username');
    expect(defaultMode(wl({ USERNAMEREG3: false }))).toBe('mobile');
    expect(defaultMode(wl({ USERNAMEREG3: false, MOBILENUMREG3: false }))).toBe('username');
  });

  it('username form: every enabled field but the SMS code; the affiliate code only while shown', () => {
    expect(activeFields(settings(), wl(), 'username', true).map((f) => f.name)).toEqual(['username', 'password', 'email', 'affiliateCode']);
    expect(activeFields(settings(), wl(), 'username', false).map((f) => f.name)).toEqual(['username', 'password', 'email']);
  });

  it('mobile form: required number, code with REGMOBVERF3, required password with MOBILENUMPASSREG3', () => {
    const f = activeFields(settings(), wl(), 'mobile', false);
    expect(f.map((x) => [x.name, x.required])).toEqual([
      ['mobileNum', true],
      ['verificationCode', true],
      ['password', true],
    ]);
    const off = activeFields(settings(), wl({ REGMOBVERF3: false, MOBILENUMPASSREG3: false }), 'mobile', false);
    expect(off.map((x) => x.name)).toEqual(['mobileNum']);
  });
});

describe('registerMethodFor (A-066)', () => {
  it('maps the app shell, web clip, installed site and browser tab', () => {
    expect(registerMethodFor({ userAgent: 'Mozilla/5.0 MockSiteApp/1.0', standalone: true, webClip: false })).toBe('APP');
    expect(registerMethodFor({ userAgent: 'iPhone Safari', standalone: true, webClip: true })).toBe('WEBCLIP');
    expect(registerMethodFor({ userAgent: 'Android Chrome', standalone: true, webClip: false })).toBe('PWA');
    expect(registerMethodFor({ userAgent: 'Android Chrome', standalone: false, webClip: false })).toBe('H5');
  });
});
