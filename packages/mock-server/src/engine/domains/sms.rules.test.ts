import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { ruleWorld } from '../../testing/rule-kit';

/**
 * The SMS and slider rules QA relies on (A-037..A-041, A-057): throttle per number and
 * purpose, country codes, expiry at the exact instant, old codes dropped, one-use proofs.
 */

const PLAYER_MOBILE = (w: ReturnType<typeof ruleWorld>['w']) => w.state.users.player01!.mobileNum;
const codesOf = (w: ReturnType<typeof ruleWorld>['w'], mobileNum: string) => w.state.sms.filter((s) => s.mobileNum === mobileNum);

describe('sms.send: who may get a code', () => {
  it('refuses a registration code for a number that already has an account (mobile.exists on the field)', async () => {
    const { w, sendSms } = ruleWorld();
    expect(await sendSms(PLAYER_MOBILE(w), 'register')).toMatchObject({
      status: 409,
      code: 'mobile.exists',
      value: { field: 'mobileNum' },
    });
    expect(w.state.sms).toEqual([]);
  });

  it('refuses a login or reset code for a number no account has (user.not.exist)', async () => {
    const { w, sendSms } = ruleWorld();
    expect(await sendSms('11900000000', 'login')).toMatchObject({ status: 404, code: 'user.not.exist', value: null });
    expect(await sendSms('11900000000', 'forget')).toMatchObject({ status: 404, code: 'user.not.exist' });
    expect(w.state.sms).toEqual([]);
  });

  it('matches the account by number AND country code: the same digits under another country are another number', async () => {
    const { w, sendSms } = ruleWorld();
    const mobile = PLAYER_MOBILE(w);
    expect((await sendSms(mobile, 'login', '+84')).code).toBe('user.not.exist');
    // ...so registering those digits under +84 is allowed.
    expect((await sendSms(mobile, 'register', '+84')).code).toBe('OK');
  });

  it('answers the expiry of the new code on the world clock and stores a 6-digit code bound to number and purpose', async () => {
    const { w, sendSms } = ruleWorld();
    const now = w.clock.now();
    expect((await sendSms('11987654321', 'register')).value).toEqual({ expirationTime: now + w.state.auth.rules.smsTtlMs });
    expect(w.state.sms).toEqual([
      {
        mobileNum: '11987654321',
        countryDialingCode: '+55',
        code: expect.stringMatching(/^\d{6}$/),
        expiresAt: now + 60_000,
        purpose: 'register',
      },
    ]);
  });
});

describe('sms.send: resend throttle (A-037)', () => {
  it('a live code blocks a resend for the same number and purpose only', async () => {
    const { w, sendSms } = ruleWorld();
    const first = await sendSms('11987654321', 'register');
    // Another number is not blocked...
    expect((await sendSms('11911111111', 'register')).code).toBe('OK');
    // ...nor the same digits under another country code...
    expect((await sendSms('11987654321', 'register', '+84')).code).toBe('OK');
    // ...nor another purpose for the same number.
    const mobile = PLAYER_MOBILE(w);
    expect((await sendSms(mobile, 'login')).code).toBe('OK');
    expect((await sendSms(mobile, 'forget')).code).toBe('OK');
    // The same number and purpose is, with the running expiry.
    expect(await sendSms('11987654321', 'register')).toMatchObject({
      status: 429,
      code: 'sms.too.frequent',
      value: { expirationTime: first.value.expirationTime },
    });
  });

  it('allows the resend from the exact instant the code expires, not a millisecond before', async () => {
    const { w, sendSms } = ruleWorld();
    const ttl = w.state.auth.rules.smsTtlMs;
    await sendSms('11987654321', 'register');
    w.clock.advance(ttl - 1);
    expect((await sendSms('11987654321', 'register')).code).toBe('sms.too.frequent');
    w.clock.advance(1);
    expect((await sendSms('11987654321', 'register')).value).toEqual({ expirationTime: w.clock.now() + ttl });
  });

  it('a code stored without a purpose (older worlds) blocks every purpose', async () => {
    const { w, sendSms } = ruleWorld();
    const mobile = PLAYER_MOBILE(w);
    w.state.sms.push({ mobileNum: mobile, countryDialingCode: '+55', code: '123456', expiresAt: w.clock.now() + 1000 });
    expect((await sendSms(mobile, 'forget')).code).toBe('sms.too.frequent');
  });

  it('drops the expired code of that number and purpose when a new one is sent, and keeps the others', async () => {
    const { w, sendSms, login } = ruleWorld();
    const mobile = PLAYER_MOBILE(w);
    await sendSms(mobile, 'login');
    await sendSms(mobile, 'forget');
    await sendSms('11987654321', 'register');
    const oldCode = codesOf(w, mobile).find((s) => s.purpose === 'login')!.code;
    w.clock.advance(w.state.auth.rules.smsTtlMs);
    await sendSms(mobile, 'login');
    const login2 = codesOf(w, mobile).filter((s) => s.purpose === 'login');
    expect(login2).toHaveLength(1);
    expect(login2[0]!.expiresAt).toBe(w.clock.now() + w.state.auth.rules.smsTtlMs);
    // The forget code of the number and the other number's code stay.
    expect(codesOf(w, mobile).filter((s) => s.purpose === 'forget')).toHaveLength(1);
    expect(codesOf(w, '11987654321')).toHaveLength(1);
    // The old code is gone, not merely expired: verify.code.error rather than sms.code.expired.
    if (oldCode !== login2[0]!.code) {
      expect((await login({ type: 'sms', username: mobile, password: oldCode, countryDialingCode: '+55' })).code).toBe('verify.code.error');
    }
  });
});

describe('sms.send: the slider proof (A-041)', () => {
  it('refuses a proof that has waited its whole life, accepts one a millisecond younger', async () => {
    const { w, call, humanToken } = ruleWorld();
    const ttl = w.state.auth.rules.humanTokenTtlMs;
    const body = { mobileNum: PLAYER_MOBILE(w), countryDialingCode: '+55', purpose: 'login' as const };
    const old = await humanToken();
    w.clock.advance(ttl);
    expect(await call(api.sms.send, { body: { ...body, humanToken: old } })).toMatchObject({
      status: 400,
      code: 'human.check.failed',
      value: null,
    });
    expect(w.state.sms).toEqual([]);
    const young = await humanToken();
    w.clock.advance(ttl - 1);
    expect((await call(api.sms.send, { body: { ...body, humanToken: young } })).code).toBe('OK');
  });

  it('a proof is spent by the send that uses it, even when that send is refused', async () => {
    const { w, call, humanToken } = ruleWorld();
    const token = await humanToken();
    expect(
      (await call(api.sms.send, { body: { mobileNum: '11900000000', countryDialingCode: '+55', purpose: 'login', humanToken: token } }))
        .code,
    ).toBe('user.not.exist');
    expect(
      (await call(api.sms.send, { body: { mobileNum: PLAYER_MOBILE(w), countryDialingCode: '+55', purpose: 'login', humanToken: token } }))
        .code,
    ).toBe('human.check.failed');
  });
});

describe('the slider challenge (A-041)', () => {
  it('draws a target on the track and answers the world tolerance', async () => {
    const { w, call } = ruleWorld();
    w.patch({ auth: { rules: { sliderTolerance: 7 } } });
    const c = (await call<{ challengeId: string; target: number; tolerance: number }>(api.humanCheck.challenge, { query: {} })).value;
    expect(c.tolerance).toBe(7);
    expect(c.target).toBeGreaterThanOrEqual(20);
    expect(c.target).toBeLessThanOrEqual(90);
    expect(c.challengeId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(w.state.auth.humanChallenges[c.challengeId]).toEqual({ target: c.target, tolerance: 7 });
  });

  it('accepts a position exactly the tolerance away on either side, refuses one step further', async () => {
    const { w, call } = ruleWorld();
    const tolerance = w.state.auth.rules.sliderTolerance;
    const tryAt = async (offset: number) => {
      const c = (await call<{ challengeId: string; target: number }>(api.humanCheck.challenge, { query: {} })).value;
      return call<{ humanToken: string }>(api.humanCheck.verify, { body: { challengeId: c.challengeId, position: c.target + offset } });
    };
    expect((await tryAt(tolerance)).code).toBe('OK');
    expect((await tryAt(-tolerance)).code).toBe('OK');
    expect(await tryAt(tolerance + 1)).toMatchObject({ status: 400, code: 'human.check.failed', value: null });
    expect((await tryAt(-tolerance - 1)).code).toBe('human.check.failed');
  });

  it('a hit earns a proof that lives humanTokenTtlMs of world clock', async () => {
    const { w, call } = ruleWorld();
    const c = (await call<{ challengeId: string; target: number }>(api.humanCheck.challenge, { query: {} })).value;
    const { humanToken } = (
      await call<{ humanToken: string }>(api.humanCheck.verify, { body: { challengeId: c.challengeId, position: c.target } })
    ).value;
    expect(w.state.auth.humanTokens[humanToken]).toEqual({ expiresAt: w.clock.now() + w.state.auth.rules.humanTokenTtlMs });
  });

  it('a challenge is spent by its first answer, hit or miss; an unknown one is refused', async () => {
    const { call } = ruleWorld();
    const c = (await call<{ challengeId: string; target: number }>(api.humanCheck.challenge, { query: {} })).value;
    expect((await call(api.humanCheck.verify, { body: { challengeId: c.challengeId, position: (c.target + 50) % 100 } })).code).toBe(
      'human.check.failed',
    );
    expect((await call(api.humanCheck.verify, { body: { challengeId: c.challengeId, position: c.target } })).code).toBe(
      'human.check.failed',
    );
    const hit = (await call<{ challengeId: string; target: number }>(api.humanCheck.challenge, { query: {} })).value;
    expect((await call(api.humanCheck.verify, { body: { challengeId: hit.challengeId, position: hit.target } })).code).toBe('OK');
    expect((await call(api.humanCheck.verify, { body: { challengeId: hit.challengeId, position: hit.target } })).code).toBe(
      'human.check.failed',
    );
    expect(await call(api.humanCheck.verify, { body: { challengeId: 'nope', position: 50 } })).toMatchObject({
      status: 400,
      code: 'human.check.failed',
    });
  });
});

describe('using a code (login by SMS, sms.verify)', () => {
  it('a code works only for its purpose, and for its number', async () => {
    const { w, sendSms, login, call } = ruleWorld();
    const mobile = PLAYER_MOBILE(w);
    await sendSms(mobile, 'forget');
    const code = codesOf(w, mobile)[0]!.code;
    expect(await login({ type: 'sms', username: mobile, password: code, countryDialingCode: '+55' })).toMatchObject({
      code: 'verify.code.error',
      value: { field: 'verificationCode' },
    });
    expect(
      (await call(api.sms.verify, { body: { mobileNum: '11987654321', countryDialingCode: '+55', code, purpose: 'forget' } })).code,
    ).toBe('verify.code.error');
    expect((await call(api.sms.verify, { body: { mobileNum: mobile, countryDialingCode: '+84', code, purpose: 'forget' } })).code).toBe(
      'verify.code.error',
    );
    expect((await call(api.sms.verify, { body: { mobileNum: mobile, countryDialingCode: '+55', code, purpose: 'forget' } })).value).toEqual(
      { verified: true },
    );
  });

  it('refuses a code at the exact instant it expires and forgets it', async () => {
    const { w, sendSms, login } = ruleWorld();
    const mobile = PLAYER_MOBILE(w);
    await sendSms(mobile, 'login');
    const code = codesOf(w, mobile)[0]!.code;
    w.clock.advance(w.state.auth.rules.smsTtlMs);
    expect(await login({ type: 'sms', username: mobile, password: code, countryDialingCode: '+55' })).toMatchObject({
      status: 400,
      code: 'sms.code.expired',
      value: { field: 'verificationCode' },
    });
    expect(codesOf(w, mobile)).toEqual([]);
    expect((await login({ type: 'sms', username: mobile, password: code, countryDialingCode: '+55' })).code).toBe('verify.code.error');
  });

  it('accepts a code a millisecond before it expires, and uses it up', async () => {
    const { w, sendSms, login } = ruleWorld();
    const mobile = PLAYER_MOBILE(w);
    await sendSms(mobile, 'login');
    const code = codesOf(w, mobile)[0]!.code;
    w.clock.advance(w.state.auth.rules.smsTtlMs - 1);
    expect((await login({ type: 'sms', username: mobile, password: code, countryDialingCode: '+55' })).value).toMatchObject({
      userName: 'player01',
    });
    expect(codesOf(w, mobile)).toEqual([]);
  });

  it('sms.verify marks the code verified and leaves it (and only it) in place', async () => {
    const { w, sendSms, call } = ruleWorld();
    await sendSms('11987654321', 'register');
    await sendSms('11911111111', 'register');
    const code = codesOf(w, '11911111111')[0]!.code;
    expect(
      (await call(api.sms.verify, { body: { mobileNum: '11911111111', countryDialingCode: '+55', code, purpose: 'register' } })).value,
    ).toEqual({ verified: true });
    expect(codesOf(w, '11911111111')).toEqual([expect.objectContaining({ code, verified: true })]);
    expect(codesOf(w, '11987654321')[0]!.verified).toBeUndefined();
  });
});
