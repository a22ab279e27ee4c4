import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { ruleWorld } from '../../testing/rule-kit';
import { WELL_KNOWN_PASSWORD } from '../seed';
import { SESSION_TTL_MS } from '../world';

/**
 * The sign-in rules QA relies on (A-023..A-035, A-093..A-105): the 15-minute failure
 * window at its edges, the captcha answers in full, lockout, trial accounts, member info.
 */

const WINDOW = 15 * 60_000;
const wrong = { username: 'player01', password: 'nope' };
const right = { username: 'player01', password: WELL_KNOWN_PASSWORD };

/** A world whose captcha image reads `text` (as if the site had fetched it). */
const withCaptcha = (w: ReturnType<typeof ruleWorld>['w'], text: string) => {
  w.state.captcha = { text, issuedAt: w.clock.now() };
};

describe('the failure window (A-023, decisions "Login failures and lockout")', () => {
  it('a second mistype exactly 15 minutes after the first still counts: the captcha is asked', async () => {
    const { w, login } = ruleWorld();
    expect((await login(wrong)).value).toEqual({ captcha: false });
    w.clock.advance(WINDOW);
    expect(await login(wrong)).toMatchObject({ status: 400, code: 'password.wrong', value: { captcha: true } });
  });

  it('a mistype older than the window is forgotten: the next one starts a new count', async () => {
    const { w, login } = ruleWorld();
    await login(wrong);
    w.clock.advance(WINDOW + 1);
    expect((await login(wrong)).value).toEqual({ captcha: false });
    // The new window starts at that mistype: one more within it raises the captcha.
    w.clock.advance(WINDOW);
    expect((await login(wrong)).value).toEqual({ captcha: true });
  });

  it('four old mistypes do not lock the account with a fifth after the window', async () => {
    const { w, login } = ruleWorld();
    w.patch({ settings: { info: { whitelabel: { CAPTCHA: false } } } });
    for (let i = 0; i < 4; i++) await login(wrong);
    w.clock.advance(WINDOW + 1);
    expect(await login(wrong)).toMatchObject({ code: 'password.wrong', value: { captcha: false } });
    expect(w.state.auth.failures.player01).toEqual({ count: 1, firstAt: w.clock.now(), captchaRequired: false, lockedUntil: null });
  });

  it('once the captcha is asked, a new window keeps asking for it', async () => {
    const { w, login, call } = ruleWorld();
    await login(wrong);
    await login(wrong);
    w.clock.advance(WINDOW + 1);
    withCaptcha(w, '1234');
    expect(await login({ ...wrong, captcha: '1234' })).toMatchObject({ code: 'password.wrong', value: { captcha: true } });
    expect((await login(right)).code).toBe('captcha.required');
    await call(api.auth.captcha);
    expect((await login({ ...right, captcha: w.peek().captcha ?? '' })).code).toBe('OK');
  });

  it('a failure record with no mistype (count 0, e.g. set by QA) starts the window at the next mistype', async () => {
    const { w, login } = ruleWorld();
    w.state.auth.failures.player01 = { count: 0, firstAt: w.clock.now() - 10 * 60_000, captchaRequired: false, lockedUntil: null };
    expect((await login(wrong)).value).toEqual({ captcha: false });
    expect(w.state.auth.failures.player01?.firstAt).toBe(w.clock.now());
    // 6 minutes later: 16 minutes after the record's old start, 6 after the mistype: still one window.
    w.clock.advance(6 * 60_000);
    expect((await login(wrong)).value).toEqual({ captcha: true });
  });

  it('a successful login forgets the mistypes before it', async () => {
    const { login } = ruleWorld();
    await login(wrong);
    expect((await login(right)).code).toBe('OK');
    expect((await login(wrong)).value).toEqual({ captcha: false });
  });

  it('the captcha rule follows the CAPTCHA switch and the world rule', async () => {
    const { w, login } = ruleWorld();
    w.patch({ settings: { info: { whitelabel: { CAPTCHA: false } } } });
    for (let i = 0; i < 4; i++) expect((await login(wrong)).value).toEqual({ captcha: false });
    const other = ruleWorld();
    other.w.patch({ auth: { rules: { captchaAfterFailures: 3 } } });
    expect((await other.login(wrong)).value).toEqual({ captcha: false });
    expect((await other.login(wrong)).value).toEqual({ captcha: false });
    expect((await other.login(wrong)).value).toEqual({ captcha: true });
  });

  it('QA can force the next mistype to ask, or not to ask, for the captcha, once', async () => {
    const { w, login } = ruleWorld();
    w.state.auth.nextFailureCaptcha = { player01: true };
    expect((await login(wrong)).value).toEqual({ captcha: true });
    expect(w.state.auth.nextFailureCaptcha).toEqual({});
    const other = ruleWorld();
    await other.login(wrong);
    other.w.state.auth.nextFailureCaptcha = { player01: false, newbie01: true };
    expect((await other.login(wrong)).value).toEqual({ captcha: false });
    // Used once: the third mistype follows the rule again; another account's flag is untouched.
    withCaptcha(other.w, '1111');
    expect(other.w.state.auth.nextFailureCaptcha).toEqual({ newbie01: true });
    expect((await other.login(wrong)).value).toEqual({ captcha: true });
  });
});

describe('lockout (A-024)', () => {
  it('the 5th mistype locks for lockMs with the lock time and captcha flag in the answer; the lock ends on the clock', async () => {
    const { w, login } = ruleWorld();
    w.patch({ settings: { info: { whitelabel: { CAPTCHA: false } } }, auth: { rules: { lockMs: 60_000 } } });
    for (let i = 0; i < 4; i++) await login(wrong);
    const lockedUntil = w.clock.now() + 60_000;
    expect(await login(wrong)).toMatchObject({ status: 423, code: 'account.locked', value: { lockedUntil, captcha: false } });
    w.clock.advance(59_999);
    expect(await login(right)).toMatchObject({ status: 423, code: 'account.locked', value: { lockedUntil, captcha: false } });
    w.clock.advance(1);
    // The account starts afresh: one mistype after the lock is the first of a new count.
    expect((await login(wrong)).value).toEqual({ captcha: false });
    expect(w.state.auth.failures.player01?.count).toBe(1);
  });

  it('a locked account with the captcha rule answers captcha: true with the lock', async () => {
    const { w, login } = ruleWorld();
    for (let i = 0; i < 4; i++) {
      withCaptcha(w, '1234');
      await login({ ...wrong, captcha: '1234' });
    }
    withCaptcha(w, '1234');
    expect(await login({ ...wrong, captcha: '1234' })).toMatchObject({
      code: 'account.locked',
      value: { lockedUntil: w.clock.now() + WINDOW, captcha: true },
    });
  });
});

describe('the captcha (A-025)', () => {
  it('answers a missing captcha in full: captcha.required on the captcha field', async () => {
    const { w, login } = ruleWorld({ scenario: 'captcha-required' });
    await login(wrong);
    expect(await login(right)).toEqual({
      status: 400,
      code: 'captcha.required',
      message: expect.any(String),
      value: { captcha: true, field: 'captcha' },
    });
    expect(w.state.auth.failures.player01?.count).toBe(1);
  });

  it('answers a wrong captcha in full, and spends the image: the right text does not work twice', async () => {
    const { w, login } = ruleWorld({ scenario: 'captcha-required' });
    await login(wrong);
    withCaptcha(w, '4821');
    expect(await login({ ...right, captcha: '0000' })).toEqual({
      status: 400,
      code: 'verify.code.error',
      message: expect.any(String),
      value: { captcha: true, field: 'captcha' },
    });
    expect(w.state.captcha).toBeNull();
    expect((await login({ ...right, captcha: '4821' })).code).toBe('verify.code.error');
  });

  it('compares trimmed and without case; no image fetched means no captcha can match', async () => {
    const { w, login } = ruleWorld({ scenario: 'captcha-required' });
    await login(wrong);
    withCaptcha(w, 'AbC1');
    expect((await login({ ...right, captcha: ' aBc1 ' })).code).toBe('OK');
    await login(wrong);
    expect(w.state.captcha).toBeNull();
    expect((await login({ ...right, captcha: '1234' })).code).toBe('verify.code.error');
  });

  it('captcha texts are any 4 digits, a leading 0 included', async () => {
    const { w, call } = ruleWorld();
    const texts: string[] = [];
    for (let i = 0; i < 60; i++) {
      await call(api.auth.captcha);
      texts.push(w.state.captcha!.text);
    }
    for (const t of texts) expect(t).toMatch(/^\d{4}$/);
    expect(texts.some((t) => t.startsWith('0'))).toBe(true);
  });

  it('a new image has 4 digits, kept with the instant it was drawn', async () => {
    const { w, call } = ruleWorld();
    w.clock.advance(1234);
    const image = await call<{ image: string }>(api.auth.captcha);
    expect(image.value.image).toMatch(/^data:image\/png;base64,/);
    expect(w.state.captcha).toEqual({ text: expect.stringMatching(/^\d{4}$/), issuedAt: w.clock.now() });
  });
});

describe('login: accounts and areas (A-030..A-035)', () => {
  it('trims the username, refuses an unknown one, answers the session fields', async () => {
    const { login } = ruleWorld();
    expect(await login({ username: 'ghost99', password: 'x' })).toMatchObject({ status: 404, code: 'user.not.exist' });
    expect((await login({ username: ' newbie01 ', password: WELL_KNOWN_PASSWORD })).value).toEqual({
      token: expect.any(String),
      userName: 'newbie01',
      customerType: 0,
      firstTimeLogin: true,
    });
  });

  it('a player gets 403 not.agent in the agent area; every account type the site knows may use the member area', async () => {
    const { w, login } = ruleWorld();
    expect(await login({ ...right, loginArea: 'agent' })).toMatchObject({ status: 403, code: 'not.agent' });
    for (const name of ['agent001', 'agent002', 'member40', 'agent041', 'agent042', 'player01']) {
      expect((await login({ username: name, password: WELL_KNOWN_PASSWORD })).code, name).toBe('OK');
    }
    w.patch({ users: { player01: { type: 9 } } });
    expect(await login(right)).toMatchObject({ status: 403, code: 'not.member' });
  });

  it('login by SMS uses the site country code when none is given, and refuses a number no account has', async () => {
    const { w, sendSms, login } = ruleWorld();
    const mobile = w.state.users.player01!.mobileNum;
    await sendSms(mobile, 'login');
    const code = w.state.sms[0]!.code;
    expect((await login({ type: 'sms', username: ` ${mobile} `, password: ` ${code} ` })).value).toMatchObject({ userName: 'player01' });
    expect(await login({ type: 'sms', username: '11900000000', password: code, countryDialingCode: '+55' })).toMatchObject({
      status: 404,
      code: 'user.not.exist',
    });
  });

  it('login by SMS checks the area after the code', async () => {
    const { w, sendSms, login } = ruleWorld();
    const mobile = w.state.users.player01!.mobileNum;
    await sendSms(mobile, 'login');
    expect(
      await login({ type: 'sms', username: mobile, password: w.state.sms[0]!.code, countryDialingCode: '+55', loginArea: 'agent' }),
    ).toMatchObject({ code: 'not.agent' });
  });

  it('firebase: refuses a token of another shape or for another number, with the code field', async () => {
    const { w, sendSms, login } = ruleWorld();
    const mobile = w.state.users.player01!.mobileNum;
    await sendSms(mobile, 'login');
    const code = w.state.sms[0]!.code;
    const fb = { type: 'firebase', username: mobile, password: '', firebaseChannel: 'sms', countryDialingCode: '+55' };
    expect(await login({ ...fb, firebaseIdToken: `xx-${mobile}-${code}` })).toMatchObject({
      status: 400,
      code: 'verify.code.error',
      value: { field: 'verificationCode' },
    });
    expect((await login({ ...fb })).code).toBe('verify.code.error');
    expect((await login({ ...fb, firebaseIdToken: `fb-${mobile}-${code}`, firebaseMobileNo: '11900000000' })).code).toBe(
      'verify.code.error',
    );
    expect((await login({ ...fb, firebaseIdToken: `fb-${mobile}-${code}` })).value).toMatchObject({ userName: 'player01' });
  });
});

describe('sessions, trial accounts, member info, avatar (A-093..A-105)', () => {
  it('renew extends the session from now; logout ends it', async () => {
    const { w, call, login } = ruleWorld();
    const { token } = (await login(right)).value;
    w.clock.advance(SESSION_TTL_MS - 1000);
    expect((await call(api.auth.renew, { token })).value).toEqual({ expiresAt: w.clock.now() + SESSION_TTL_MS });
    w.clock.advance(2000);
    expect((await call(api.auth.memberInfo, { token })).code).toBe('OK');
    expect((await call(api.auth.logout, { token })).code).toBe('OK');
    expect((await call(api.auth.memberInfo, { token })).code).toBe('logged.out');
  });

  it('a trial account skips names already taken and is a type-4 account with the site country code and no number', async () => {
    const { w, call } = ruleWorld();
    w.state.users.trial1 = { ...w.state.users.player01!, username: 'trial1' };
    const trial = await call<{ token: string; userName: string; customerType: number }>(api.auth.trialLogin);
    expect(trial.value).toEqual({ token: expect.any(String), userName: 'trial2', customerType: 4 });
    expect(w.state.auth.trialSeq).toBe(2);
    expect(w.state.users.trial2).toMatchObject({ type: 4, mobileNum: '', countryDialingCode: '+55', balance: 2000 });
    expect((await call(api.auth.memberInfo, { token: trial.value.token })).value).toMatchObject({ account: 'trial2', type: 4 });
  });

  it('member info masks the number and maps labels', async () => {
    const { w, call } = ruleWorld();
    w.patch({ users: { player01: { mobileNum: '11987654321', memberLabels: ['vip', 'nochat'], clubLabel: 'Gold', nickname: 'Ana' } } });
    const token = w.openSession('player01');
    expect((await call(api.auth.memberInfo, { token })).value).toEqual({
      nickname: 'Ana',
      account: 'player01',
      type: 0,
      memberLabel: [{ labelName: 'vip' }, { labelName: 'nochat' }],
      // The label names the level player01's deposits reach (one VIP rule, vipStanding), not the stored label.
      clubLabel: { labelName: 'Silver' },
      mobileNum: '119****4321',
      countryDialingCode: '+55',
    });
    w.patch({ users: { player01: { mobileNum: '123456', clubLabel: null } } });
    expect((await call(api.auth.memberInfo, { token })).value).toMatchObject({ mobileNum: '123456', clubLabel: null });
    w.patch({ users: { player01: { mobileNum: '1234567' } } });
    expect((await call(api.auth.memberInfo, { token })).value).toMatchObject({ mobileNum: '123****4567' });
  });

  it('the default avatar is one of eight, fixed per name (the picture a member sees never changes)', async () => {
    const { w, call } = ruleWorld();
    const avatars: Record<string, string> = {};
    for (const name of ['player01', 'newbie01', 'nochat01', 'agent001', 'agent002', 'member40']) {
      avatars[name] = (await call<{ avatar: string; avatarType: string }>(api.auth.avatar, { token: w.openSession(name) })).value.avatar;
    }
    // Golden values: a change of the picking rule would change every member's picture.
    expect(avatars).toEqual({
      player01: 'avatar_3',
      newbie01: 'avatar_8',
      nochat01: 'avatar_3',
      agent001: 'avatar_5',
      agent002: 'avatar_6',
      member40: 'avatar_7',
    });
  });
});
