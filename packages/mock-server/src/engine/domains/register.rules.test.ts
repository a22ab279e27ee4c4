import { api, type RegisterBody } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { registration } from '../../testing/account-world';
import { ruleWorld } from '../../testing/rule-kit';
import { accountNameForMobile, activeRegisterFields, smsCodeOf } from './register';

/**
 * Registration rules at their edges (A-047..A-069): which fields each switch turns on,
 * optional fields checked only when filled, the captcha spent per try, affiliate codes from the
 * form or the URL, account names of mobile registrations.
 */

function regWorld(whitelabel: Record<string, boolean> = {}) {
  const kit = ruleWorld();
  kit.w.patch({ settings: { info: { whitelabel } } });
  const captcha = (text = '1234') => {
    kit.w.state.captcha = { text, issuedAt: kit.w.clock.now() };
  };
  const byUsername = (over: Partial<RegisterBody> = {}) => {
    captcha();
    return kit.call<{ session: { userName: string }; accountName: string }>(api.register.byUsername, { body: registration(over) });
  };
  const byMobile = (over: Partial<RegisterBody> = {}) => {
    captcha();
    return kit.call<{ session: { userName: string }; accountName: string }>(api.register.byMobile, {
      body: registration({ username: '', mobileNum: '11987654321', verificationCode: '123456', ...over }),
    });
  };
  const smsCode = (mobileNum = '11987654321', code = '123456') => {
    kit.w.state.sms.push({ mobileNum, countryDialingCode: '+55', code, expiresAt: kit.w.clock.now() + 60_000, purpose: 'register' });
  };
  return { ...kit, captcha, byUsername, byMobile, smsCode };
}

describe('the fields each form checks (A-053, A-057)', () => {
  it('follows the switches: code with REGMOBVERF3, mobile password with MOBILENUMPASSREG3, affiliate with AFFILIATEFIELD', () => {
    const { w } = regWorld();
    const names = (mode: 'username' | 'mobile') => activeRegisterFields(w.state, mode).map((f) => `${f.name}${f.required ? '*' : ''}`);
    expect(names('mobile')).toEqual(['mobileNum*', 'verificationCode*', 'password*', 'affiliateCode']);
    expect(names('username')).toEqual(['username*', 'password*', 'mobileNum', 'email', 'nickname', 'affiliateCode']);
    w.patch({ settings: { info: { whitelabel: { REGMOBVERF3: false, MOBILENUMPASSREG3: false, AFFILIATEFIELD: false } } } });
    expect(names('mobile')).toEqual(['mobileNum*']);
    expect(names('username')).toEqual(['username*', 'password*', 'mobileNum', 'email', 'nickname']);
    w.patch({ registerSettings: { fields: { email: { enabled: false }, idNumber: { enabled: true, required: true } } } });
    expect(names('username')).toEqual(['username*', 'password*', 'mobileNum', 'idNumber*', 'nickname']);
  });
});

describe('register by username (A-047, A-050..A-069)', () => {
  it('checks a filled optional field against its pattern, skips an empty one, requires the required ones (trimmed)', async () => {
    const { byUsername } = regWorld();
    expect(await byUsername({ username: '   ' })).toMatchObject({ status: 400, code: 'bad.request', value: { field: 'username' } });
    expect((await byUsername({ username: '   ' })).message).toBe('username is required');
    expect(await byUsername({ email: 'not-an-email' })).toMatchObject({ status: 400, value: { field: 'email' } });
    expect(await byUsername({ nickname: 'x' })).toMatchObject({ status: 400, value: { field: 'nickname' } });
    expect(await byUsername({ password: 'Secret99', confirmPassword: 'Secret98' })).toMatchObject({
      status: 400,
      value: { field: 'confirmPassword' },
    });
    const ok = await byUsername({ username: ' newuser01 ', email: '  ', nickname: ' Nick ', mobileNum: ' 11911111111 ' });
    expect(ok.value).toEqual({
      session: { token: expect.any(String), userName: 'newuser01', customerType: 0, firstTimeLogin: false },
      accountName: 'newuser01',
    });
  });

  it('creates a type-0 account with the trimmed contact fields, balance 0, nothing to change at first login', async () => {
    const { w, byUsername } = regWorld();
    await byUsername({
      username: 'newuser01',
      email: ' a@b.com ',
      nickname: ' Nick ',
      mobileNum: ' 11911111111 ',
      countryDialingCode: '+84',
    });
    expect(w.state.users.newuser01).toEqual({
      username: 'newuser01',
      password: 'Secret99',
      type: 0,
      mobileNum: '11911111111',
      countryDialingCode: '+84',
      email: 'a@b.com',
      nickname: 'Nick',
      balance: 0,
      memberLabels: [],
      clubLabel: null,
      firstTimeLogin: false,
      passwordExpired: false,
      wellKnown: false,
    });
  });

  it('refuses a taken name and a taken number, each on its field', async () => {
    const { w, byUsername, byMobile } = regWorld();
    expect(await byUsername({ username: 'player01' })).toMatchObject({
      status: 409,
      code: 'username.exists',
      value: { field: 'username' },
    });
    expect(await byUsername({ mobileNum: w.state.users.player01!.mobileNum })).toMatchObject({
      status: 409,
      code: 'mobile.exists',
      value: { field: 'mobileNum' },
    });
    // Spaces around a taken number do not make it another one, on either form.
    expect(await byUsername({ mobileNum: ` ${w.state.users.player01!.mobileNum} ` })).toMatchObject({ code: 'mobile.exists' });
    expect(await byMobile({ mobileNum: ` ${w.state.users.player01!.mobileNum} ` })).toMatchObject({ code: 'mobile.exists' });
  });

  it('the captcha: required, compared without case, spent by each try; not asked with CAPTCHA off', async () => {
    const { w, call, byUsername } = regWorld();
    const send = (captcha: string) => call(api.register.byUsername, { body: registration({ captcha }) });
    w.state.captcha = { text: 'AbCd', issuedAt: 0 };
    expect(await send('  ')).toEqual({
      status: 400,
      code: 'captcha.required',
      message: expect.any(String),
      value: { captcha: true, field: 'captcha' },
    });
    expect(w.state.captcha).toBeNull();
    expect(await send('AbCd')).toMatchObject({ status: 400, code: 'verify.code.error', value: { field: 'captcha' } });
    w.state.captcha = { text: 'AbCd', issuedAt: 0 };
    expect((await send(' abcd ')).code).toBe('OK');
    const off = regWorld({ CAPTCHA: false });
    expect((await off.call(api.register.byUsername, { body: registration({ captcha: '' }) })).code).toBe('OK');
    expect((await byUsername({ username: 'other001' })).code).toBe('OK');
  });

  it("the affiliate code: the form's, else the one of the URL; an unknown one is refused on the affiliate field", async () => {
    const { w, byUsername } = regWorld();
    expect(await byUsername({ affiliateCode: '', domain: 'ZZ9999' })).toMatchObject({
      status: 400,
      code: 'invitation.code.invalid',
      value: { field: 'affiliateCode' },
    });
    expect(await byUsername({ affiliateCode: 'ZZ9999', domain: 'AG0001' })).toMatchObject({ code: 'invitation.code.invalid' });
    expect((await byUsername({ username: 'viaurl01', affiliateCode: ' ', domain: ' AG0001 ' })).code).toBe('OK');
    expect((await byUsername({ username: 'viaform1', affiliateCode: 'AG0002', domain: 'ZZ9999' })).code).toBe('OK');
    expect(w.state.users.viaurl01).toBeDefined();
  });

  it('is refused while USERNAMEREG3 is off, before anything else', async () => {
    const { byUsername } = regWorld({ USERNAMEREG3: false });
    expect(await byUsername({ username: '' })).toMatchObject({ status: 403, code: 'no.permission' });
  });
});

describe('the birthday field (A-070)', () => {
  // The world clock starts on 2026-01-05 (UTC) and the seeded minimum age is 18.
  const shown = (required = true) => {
    const kit = regWorld();
    kit.w.patch({ registerSettings: { fields: { birthday: { enabled: true, required } } } });
    return kit;
  };
  const refusal = (message: string) => ({ status: 400, code: 'bad.request', message, value: { field: 'birthday' } });
  const FORMAT = 'birthday is not a real date (YYYY-MM-DD) on or before today';

  it('is hidden by default: not checked and not kept; the scenario register-birthday shows it, required', async () => {
    const { w, byUsername } = regWorld();
    expect(activeRegisterFields(w.state, 'username').map((f) => f.name)).not.toContain('birthday');
    expect((await byUsername({ username: 'newuser01', birthday: '2020-13-45' })).status).toBe(200);
    expect(w.state.users.newuser01).not.toHaveProperty('birthday');
    const scenario = ruleWorld({ scenario: 'register-birthday' }).w;
    expect(activeRegisterFields(scenario.state, 'username').find((f) => f.name === 'birthday')).toMatchObject({
      enabled: true,
      required: true,
    });
    // Not on the mobile form, which asks the number, its code, a password and the affiliate code only.
    expect(activeRegisterFields(scenario.state, 'mobile').map((f) => f.name)).not.toContain('birthday');
  });

  it('refuses a malformed or impossible date on the birthday field, as other formats are refused', async () => {
    const { w, byUsername } = shown();
    const SHAPE = 'birthday does not match ^\\d{4}-\\d{2}-\\d{2}$';
    for (const birthday of ['1990/01/01', '90-01-01', '1990-1-01', '19900101', 'abcd-ef-gh'])
      expect(await byUsername({ birthday }), birthday).toMatchObject(refusal(SHAPE));
    for (const birthday of ['2023-02-29', '1990-13-01', '1990-00-10', '1990-04-31', '1990-01-00', '1899-12-31'])
      expect(await byUsername({ birthday }), birthday).toMatchObject(refusal(FORMAT));
    // A date after today is no birthday.
    expect(await byUsername({ birthday: '2026-01-06' })).toMatchObject(refusal(FORMAT));
    // A pattern QA loosens does not let an impossible date through.
    w.patch({ registerSettings: { fields: { birthday: { pattern: '^.+$' } } } });
    expect(await byUsername({ birthday: '1990-02-30' })).toMatchObject(refusal(FORMAT));
    expect(await byUsername({ birthday: '1990 01 01' })).toMatchObject(refusal(FORMAT));
  });

  it('is bounded: a value longer than YYYY-MM-DD is refused on its field before any rule reads it', async () => {
    const { byUsername } = shown();
    for (const birthday of ['1990-01-011', '1990-01-01'.repeat(50)])
      expect(await byUsername({ birthday }), birthday).toMatchObject({ status: 400, code: 'bad.request', value: { field: 'birthday' } });
  });

  it('refuses someone younger than the minimum age of settings.info.register, on the birthday field', async () => {
    const { w, byUsername } = shown();
    expect(await byUsername({ birthday: '2008-01-06' })).toMatchObject(refusal('birthday is less than 18 years ago'));
    expect(await byUsername({ birthday: '2026-01-05' })).toMatchObject(refusal('birthday is less than 18 years ago'));
    expect((await byUsername({ username: 'adult18', birthday: '2008-01-05' })).status).toBe(200);
    w.patch({ settings: { info: { register: { minAge: 21 } } } });
    expect(await byUsername({ birthday: '2005-01-06' })).toMatchObject(refusal('birthday is less than 21 years ago'));
    expect((await byUsername({ username: 'adult21', birthday: '2005-01-05' })).status).toBe(200);
    expect(w.state.users.adult21!.birthday).toBe('2005-01-05');
  });

  it('required: an empty one is refused; optional: an empty one passes and nothing is kept', async () => {
    const required = shown(true);
    expect(await required.byUsername({ birthday: '  ' })).toMatchObject(refusal('birthday is required'));
    expect(await required.byUsername({})).toMatchObject(refusal('birthday is required'));
    const optional = shown(false);
    expect((await optional.byUsername({ username: 'newuser01' })).status).toBe(200);
    expect(optional.w.state.users.newuser01).not.toHaveProperty('birthday');
  });
});

describe('register by mobile (A-053, A-057, A-065, A-068)', () => {
  it('names the account m + the last 8 digits, a digit more while taken', async () => {
    const { w, smsCode, byMobile } = regWorld();
    expect(accountNameForMobile(w.state, '5511987654321')).toBe('m87654321');
    w.state.users.m87654321 = { ...w.state.users.player01!, username: 'm87654321', mobileNum: '1' };
    w.state.users.m876543211 = { ...w.state.users.player01!, username: 'm876543211', mobileNum: '2' };
    expect(accountNameForMobile(w.state, '11987654321')).toBe('m876543212');
    smsCode();
    expect((await byMobile()).value).toMatchObject({ accountName: 'm876543212', session: { userName: 'm876543212' } });
  });

  it('without MOBILENUMPASSREG3 the account gets a random password, not the one typed', async () => {
    const { w, byMobile, smsCode } = regWorld({ MOBILENUMPASSREG3: false });
    smsCode();
    expect((await byMobile({ password: 'Secret99', confirmPassword: 'other' })).code).toBe('OK');
    expect(w.state.users.m87654321!.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(w.state.users.m87654321!.password).not.toBe('Secret99');
  });

  it('with MOBILENUMPASSREG3 the typed password, confirmed', async () => {
    const { w, byMobile, smsCode } = regWorld();
    smsCode();
    expect(await byMobile({ confirmPassword: 'Other999' })).toMatchObject({ status: 400, value: { field: 'confirmPassword' } });
    expect((await byMobile()).code).toBe('OK');
    expect(w.state.users.m87654321!.password).toBe('Secret99');
  });

  it('a taken number is refused before the code is spent; off switch refused', async () => {
    const { w, byMobile, smsCode } = regWorld();
    const taken = w.state.users.player01!.mobileNum;
    smsCode(taken);
    expect(await byMobile({ mobileNum: taken })).toMatchObject({ status: 409, code: 'mobile.exists' });
    expect(w.state.sms).toHaveLength(1);
    const off = regWorld({ MOBILENUMREG3: false });
    expect(await off.byMobile()).toMatchObject({ status: 403, code: 'no.permission' });
  });

  it('with FIREBASE the code comes from the identity token of the same number', async () => {
    const { w, byMobile, smsCode } = regWorld({ FIREBASE: true });
    smsCode('11987654321', '654321');
    expect(await byMobile({ verificationCode: '000000', firebaseIdToken: 'fb-11900000000-654321' })).toMatchObject({
      code: 'verify.code.error',
      value: { field: 'verificationCode' },
    });
    expect(await byMobile({ verificationCode: '000000', firebaseIdToken: 'nonsense' })).toMatchObject({ code: 'verify.code.error' });
    expect((await byMobile({ verificationCode: '000000', firebaseIdToken: 'fb-11987654321-654321' })).code).toBe('OK');
    expect(w.state.sms).toEqual([]);
  });

  it('smsCodeOf: the typed code (trimmed) unless FIREBASE is on and a token is sent', () => {
    expect(smsCodeOf(false, '1', { verificationCode: ' 123 ', firebaseIdToken: 'fb-1-999' })).toBe('123');
    expect(smsCodeOf(true, '1', { verificationCode: ' 123 ', firebaseIdToken: '' })).toBe('123');
    expect(smsCodeOf(true, '1', { verificationCode: ' 123 ' })).toBe('123');
    expect(smsCodeOf(true, '1', { verificationCode: '', firebaseIdToken: 'fb-1-999' })).toBe('999');
  });
});

describe('checks before the form is sent (A-061, A-062)', () => {
  it('a username is free when not blank (trimmed) and not taken', async () => {
    const { call } = regWorld();
    const free = async (username: string) =>
      (await call<{ available: boolean }>(api.register.checkUsername, { query: { username } })).value.available;
    expect(await free(' newuser01 ')).toBe(true);
    expect(await free(' player01 ')).toBe(false);
    expect(await free('   ')).toBe(false);
  });

  it("an affiliate code: the query's, else the domain's when it is blank; a missing, blank or unknown one is refused", async () => {
    const { call } = regWorld();
    const check = (query: Record<string, string>) => call(api.register.checkAffiliate, { query });
    expect((await check({ code: ' AG0001 ' })).value).toEqual({ code: 'AG0001' });
    expect((await check({ code: ' ', domain: ' AG0002 ' })).value).toEqual({ code: 'AG0002' });
    expect(await check({ code: '' })).toMatchObject({ status: 400, code: 'bad.request', value: { field: 'code' } });
    expect(await check({ code: ' ' })).toMatchObject({ status: 400, code: 'invitation.code.invalid', value: { field: 'affiliateCode' } });
    expect(await check({ code: 'ZZ9999', domain: 'AG0001' })).toMatchObject({ code: 'invitation.code.invalid' });
  });
});
