import { api, contractHeaders, type Endpoint } from '@m/contracts';
import { encryptBody } from '@m/contracts/codec';
import { describe, expect, it } from 'vitest';
import { createEngine, type SimEngine } from '../assembly/engine';
import { WELL_KNOWN_PASSWORD } from '../seed';

/** Sign-in through the engine's one dispatch, as both transports use it (A-023..A-041, A-093..A-105). */

interface Answer {
  status: number;
  code: string;
  value: unknown;
}

async function send(
  engine: SimEngine,
  world: string,
  endpoint: Endpoint,
  input: { body?: unknown; query?: unknown; token?: string } = {},
): Promise<Answer> {
  const body = endpoint.encrypted ? encryptBody(input.body) : input.body;
  const res = await engine.handle({
    endpoint,
    worldId: world,
    method: endpoint.method,
    path: endpoint.path,
    body,
    query: input.query ?? {},
    headers: { ...contractHeaders(endpoint), ...(input.token ? { token: input.token } : {}) },
  });
  if (res.kind !== 'json') throw new Error(res.kind);
  return { status: res.status, code: res.body.code, value: res.body.value };
}

const login = (engine: SimEngine, world: string, body: Record<string, unknown>) =>
  send(engine, world, api.auth.login, { body: { type: 'username', ...body } });

function setup(scenario?: string) {
  const engine = createEngine();
  const world = engine.createWorld({ id: 'w', ...(scenario ? { scenario } : {}) });
  return { engine, world, w: engine.world(world) };
}

async function smsCode(engine: SimEngine, world: string, mobileNum: string, purpose: 'login' | 'register' | 'forget' = 'login') {
  const challenge = (await send(engine, world, api.humanCheck.challenge, { query: { purpose: 'sms' } })).value as {
    challengeId: string;
    target: number;
  };
  const proof = await send(engine, world, api.humanCheck.verify, {
    body: { challengeId: challenge.challengeId, position: challenge.target },
  });
  const { humanToken } = proof.value as { humanToken: string };
  return send(engine, world, api.sms.send, { body: { mobileNum, countryDialingCode: '+55', purpose, humanToken } });
}

describe('login (A-030..A-035)', () => {
  it('logs a well-known account in and opens a session that member info accepts', async () => {
    const { engine, world } = setup();
    const res = await login(engine, world, { username: 'newbie01', password: WELL_KNOWN_PASSWORD });
    expect(res.code).toBe('OK');
    const value = res.value as { token: string; userName: string; customerType: number; firstTimeLogin: boolean };
    expect(value).toMatchObject({ userName: 'newbie01', customerType: 0, firstTimeLogin: true });
    const info = await send(engine, world, api.auth.memberInfo, { token: value.token });
    expect(info.value).toMatchObject({ account: 'newbie01', type: 0, memberLabel: [] });
  });

  it('asks for the captcha from the 2nd wrong password, then refuses a missing or wrong one (A-023, A-025)', async () => {
    const { engine, world, w } = setup();
    expect(await login(engine, world, { username: 'player01', password: 'nope' })).toMatchObject({
      code: 'password.wrong',
      value: { captcha: false },
    });
    expect(await login(engine, world, { username: 'player01', password: 'nope' })).toMatchObject({
      code: 'password.wrong',
      value: { captcha: true },
    });
    expect((await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD })).code).toBe('captcha.required');
    const image = await send(engine, world, api.auth.captcha);
    expect((image.value as { image: string }).image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect((await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD, captcha: '____' })).code).toBe(
      'verify.code.error',
    );
    await send(engine, world, api.auth.captcha);
    const captcha = w.peek().captcha ?? '';
    expect((await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD, captcha })).code).toBe('OK');
  });

  it('captcha-required asks for it from the first failure', async () => {
    const { engine, world } = setup('captcha-required');
    expect(await login(engine, world, { username: 'player01', password: 'nope' })).toMatchObject({
      code: 'password.wrong',
      value: { captcha: true },
    });
  });

  it('locks the account on the 5th failure for 15 minutes of world clock', async () => {
    const { engine, world, w } = setup();
    w.patch({ settings: { info: { whitelabel: { CAPTCHA: false } } } });
    for (let i = 0; i < 4; i++)
      expect((await login(engine, world, { username: 'player01', password: 'nope' })).code).toBe('password.wrong');
    const locked = await login(engine, world, { username: 'player01', password: 'nope' });
    expect(locked).toMatchObject({ code: 'account.locked', status: 423, value: { lockedUntil: w.clock.now() + 15 * 60_000 } });
    expect((await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD })).code).toBe('account.locked');
    w.clock.advance(15 * 60_000);
    expect((await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD })).code).toBe('OK');
  });

  it('captcha-lockout: player01 locked for 5 minutes, then it needs the captcha', async () => {
    const { engine, world, w } = setup('captcha-lockout');
    expect(await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD })).toMatchObject({
      code: 'account.locked',
      value: { lockedUntil: w.clock.now() + 300_000 },
    });
    w.clock.advance(300_000);
    expect((await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD })).code).toBe('OK');
  });

  it('refuses non-members in the member area and non-agents in the agent area (A-035)', async () => {
    const { engine, world, w } = setup();
    expect((await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD, loginArea: 'agent' })).code).toBe(
      'not.agent',
    );
    expect((await login(engine, world, { username: 'agent001', password: WELL_KNOWN_PASSWORD, loginArea: 'agent' })).code).toBe('OK');
    w.patch({ users: { member40: { type: 3 } } });
    expect((await login(engine, world, { username: 'member40', password: WELL_KNOWN_PASSWORD })).code).toBe('not.member');
  });

  it('logout kills the token: later auth calls answer logged.out (A-094)', async () => {
    const { engine, world } = setup();
    const { token } = (await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD })).value as { token: string };
    expect((await send(engine, world, api.auth.renew, { token })).code).toBe('OK');
    expect((await send(engine, world, api.auth.logout, { token })).code).toBe('OK');
    expect((await send(engine, world, api.auth.memberInfo, { token })).code).toBe('logged.out');
  });

  it('trial login makes type-4 accounts trial1, trial2... (A-099)', async () => {
    const { engine, world } = setup();
    expect((await send(engine, world, api.auth.trialLogin)).value).toMatchObject({ userName: 'trial1', customerType: 4 });
    expect((await send(engine, world, api.auth.trialLogin)).value).toMatchObject({ userName: 'trial2', customerType: 4 });
    const { engine: e2, world: w2 } = setup('trial-user');
    expect((await send(e2, w2, api.auth.trialLogin)).value).toMatchObject({ userName: 'trial2' });
  });

  it('answers a STATIC avatar by default and a patched CUSTOM one (A-105)', async () => {
    const { engine, world, w } = setup();
    const { token } = (await login(engine, world, { username: 'player01', password: WELL_KNOWN_PASSWORD })).value as { token: string };
    expect((await send(engine, world, api.auth.avatar, { token })).value).toMatchObject({
      avatarType: 'STATIC',
      avatar: expect.stringMatching(/^avatar_\d$/),
    });
    w.patch({ auth: { avatars: { player01: { avatar: 'https://cdn.test/me.png', avatarType: 'CUSTOM' } } } });
    expect((await send(engine, world, api.auth.avatar, { token })).value).toEqual({
      avatar: 'https://cdn.test/me.png',
      avatarType: 'CUSTOM',
    });
  });
});

describe('SMS codes and the slider (A-037..A-041)', () => {
  it('sends a code after the slider, refuses a resend before expiry, and logs in with it (type sms)', async () => {
    const { engine, world, w } = setup();
    const mobile = w.state.users.player01.mobileNum;
    const sent = await smsCode(engine, world, mobile);
    expect(sent.value).toEqual({ expirationTime: w.clock.now() + 60_000 });
    expect(await smsCode(engine, world, mobile)).toMatchObject({
      code: 'sms.too.frequent',
      value: { expirationTime: w.clock.now() + 60_000 },
    });
    const code = w.peek().sms[0].code;
    expect(code).toMatch(/^\d{6}$/);
    const res = await login(engine, world, { type: 'sms', username: mobile, password: code, countryDialingCode: '+55' });
    expect(res.value).toMatchObject({ userName: 'player01' });
    expect((await login(engine, world, { type: 'sms', username: mobile, password: code, countryDialingCode: '+55' })).code).toBe(
      'verify.code.error',
    );
  });

  it('refuses an expired code (sms-short-expiry: 10 s)', async () => {
    const { engine, world, w } = setup('sms-short-expiry');
    const mobile = w.state.users.player01.mobileNum;
    expect((await smsCode(engine, world, mobile)).value).toEqual({ expirationTime: w.clock.now() + 10_000 });
    const code = w.peek().sms[0].code;
    w.clock.advance(10_000);
    expect((await login(engine, world, { type: 'sms', username: mobile, password: code, countryDialingCode: '+55' })).code).toBe(
      'sms.code.expired',
    );
  });

  it('refuses a slider miss and a reused proof', async () => {
    const { engine, world, w } = setup();
    const challenge = (await send(engine, world, api.humanCheck.challenge, { query: {} })).value as { challengeId: string; target: number };
    const miss = await send(engine, world, api.humanCheck.verify, {
      body: { challengeId: challenge.challengeId, position: (challenge.target + 50) % 100 },
    });
    expect(miss.code).toBe('human.check.failed');
    expect(
      (
        await send(engine, world, api.sms.send, {
          body: { mobileNum: w.state.users.player01.mobileNum, countryDialingCode: '+55', purpose: 'login', humanToken: 'forged' },
        })
      ).code,
    ).toBe('human.check.failed');
  });

  it('verifies a register code without using it up (no-login verification, A-057) and accepts the firebase stub token', async () => {
    const { engine, world, w } = setup();
    expect((await smsCode(engine, world, '11987654321', 'register')).code).toBe('OK');
    const code = w.peek().sms[0].code;
    const body = { mobileNum: '11987654321', countryDialingCode: '+55', code, purpose: 'register' };
    expect((await send(engine, world, api.sms.verify, { body: { ...body, code: code === '000000' ? '111111' : '000000' } })).code).toBe(
      'verify.code.error',
    );
    expect((await send(engine, world, api.sms.verify, { body })).value).toEqual({ verified: true });
    // Still usable by the registration that follows; marked verified in the world.
    expect(w.state.sms.find((s) => s.code === code)).toMatchObject({ verified: true, purpose: 'register' });
    w.clock.advance(w.state.auth.rules.smsTtlMs);
    expect((await send(engine, world, api.sms.verify, { body })).code).toBe('sms.code.expired');
    const mobile = w.state.users.agent001.mobileNum;
    await smsCode(engine, world, mobile);
    const loginCode = w.peek().sms[0].code;
    const res = await login(engine, world, {
      type: 'firebase',
      username: mobile,
      password: '',
      firebaseChannel: 'sms',
      firebaseIdToken: `fb-${mobile}-${loginCode}`,
      firebaseMobileNo: mobile,
      countryDialingCode: '+55',
    });
    expect(res.value).toMatchObject({ userName: 'agent001', customerType: 1 });
  });

  it('serves the rules table (A-028)', async () => {
    const { engine, world } = setup();
    const rules = (await send(engine, world, api.validation.rules)).value as Record<string, { pattern: string }>;
    expect(Object.keys(rules)).toEqual(
      expect.arrayContaining(['loginUsername', 'loginPassword', 'loginMobileNum', 'verificationCode', 'password', 'mobileNum', 'email']),
    );
    expect(new RegExp(rules.loginPassword.pattern).test(WELL_KNOWN_PASSWORD)).toBe(true);
    expect(new RegExp(rules.password.pattern).test(WELL_KNOWN_PASSWORD)).toBe(true);
  });
});
