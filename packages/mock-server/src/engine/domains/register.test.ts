import { api, type RegisterBody } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { registration, setup } from '../../testing/account-world';

describe('registration settings and checks (A-050, A-061, A-068, A-069)', () => {
  it('serves the seeded per-field rules, changed by a PATCH', async () => {
    const { send, world } = setup();
    const { body } = await send(api.register.settings);
    expect(body.value).toMatchObject({ fields: { username: { enabled: true, required: true, message: 'register.rules.username' } } });
    world.patch({ registerSettings: { fields: { email: { required: true } } } });
    const again = await send(api.register.settings);
    expect(again.body.value).toMatchObject({ fields: { email: { required: true, enabled: true } } });
  });

  it('says whether a username is free', async () => {
    const { send } = setup();
    expect((await send(api.register.checkUsername, { query: { username: 'player01' } })).body.value).toEqual({ available: false });
    expect((await send(api.register.checkUsername, { query: { username: 'freshname' } })).body.value).toEqual({ available: true });
  });

  it('accepts the seeded agent codes and refuses others with invitation.code.invalid', async () => {
    const { send } = setup();
    expect((await send(api.register.checkAffiliate, { query: { code: 'AG0001' } })).body).toMatchObject({
      success: true,
      value: { code: 'AG0001' },
    });
    const bad = await send(api.register.checkAffiliate, { query: { code: 'NOPE99' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'invitation.code.invalid' });
  });
});

describe('register by username (A-064, A-067, A-068)', () => {
  it('creates a type-0 account and answers a live session and the account name', async () => {
    const { sendRegister, world } = setup();
    const res = await sendRegister(api.register.byUsername, { body: registration({ affiliateCode: 'AG0002' }) });
    expect(res.body).toMatchObject({
      success: true,
      value: { accountName: 'newuser01', session: { userName: 'newuser01', customerType: 0, firstTimeLogin: false } },
    });
    expect(world.state.users.newuser01).toMatchObject({ type: 0, password: 'Secret99' });
    const token = (res.body.value as { session: { token: string } }).session.token;
    expect(world.state.sessions[token]?.username).toBe('newuser01');
  });

  it('checks the captcha while the CAPTCHA switch is on (A-063)', async () => {
    const { send, world } = setup();
    world.state.captcha = { text: '9999', issuedAt: 0 };
    expect((await send(api.register.byUsername, { body: registration() })).body).toMatchObject({
      code: 'verify.code.error',
      value: { field: 'captcha' },
    });
  });

  it('refuses a duplicate username, naming the field', async () => {
    const { sendRegister } = setup();
    const res = await sendRegister(api.register.byUsername, { body: registration({ username: 'player01' }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'username.exists', value: { field: 'username' } });
  });

  it('checks the configured patterns and the confirmation', async () => {
    const { sendRegister } = setup();
    expect((await sendRegister(api.register.byUsername, { body: registration({ username: 'ab' }) })).body).toMatchObject({
      code: 'bad.request',
      value: { field: 'username' },
    });
    expect((await sendRegister(api.register.byUsername, { body: registration({ confirmPassword: 'Other999' }) })).body).toMatchObject({
      value: { field: 'confirmPassword' },
    });
    expect((await sendRegister(api.register.byUsername, { body: registration({ email: 'not-an-email' }) })).body).toMatchObject({
      value: { field: 'email' },
    });
  });

  it('refuses an unknown affiliate code from the form or the URL (A-060)', async () => {
    const { sendRegister } = setup();
    expect((await sendRegister(api.register.byUsername, { body: registration({ domain: 'BAD123' }) })).body).toMatchObject({
      code: 'invitation.code.invalid',
      value: { field: 'affiliateCode' },
    });
  });

  it('is refused while USERNAMEREG3 is off', async () => {
    const { sendRegister } = setup({ settings: { info: { whitelabel: { USERNAMEREG3: false } } } });
    expect((await sendRegister(api.register.byUsername, { body: registration() })).body.code).toBe('no.permission');
  });
});

describe('register by mobile (A-053, A-057, A-067, A-068)', () => {
  const mobile = (over: Partial<RegisterBody> = {}) =>
    registration({ username: '', mobileNum: '11987654321', verificationCode: '123456', ...over });

  it('checks the register SMS code and generates the account name m + last 8 digits', async () => {
    const { sendRegister, smsCode, world } = setup();
    smsCode('11987654321', 'register');
    const res = await sendRegister(api.register.byMobile, { body: mobile() });
    expect(res.body).toMatchObject({ success: true, value: { accountName: 'm87654321', session: { userName: 'm87654321' } } });
    expect(world.state.users.m87654321?.mobileNum).toBe('11987654321');
  });

  it('refuses a wrong code, a login code and an expired code', async () => {
    const { sendRegister, smsCode, world } = setup();
    expect((await sendRegister(api.register.byMobile, { body: mobile() })).body.code).toBe('verify.code.error');
    smsCode('11987654321', 'forget');
    expect((await sendRegister(api.register.byMobile, { body: mobile() })).body.code).toBe('verify.code.error');
    smsCode('11987654321', 'register', '123456', 1_000);
    world.clock.advance(2_000);
    expect((await sendRegister(api.register.byMobile, { body: mobile() })).body.code).toBe('sms.code.expired');
  });

  it('refuses a registered mobile number with mobile.exists', async () => {
    const { sendRegister, world } = setup();
    const taken = world.state.users.player01!.mobileNum;
    const res = await sendRegister(api.register.byMobile, { body: mobile({ mobileNum: taken }) });
    expect(res.body).toMatchObject({ code: 'mobile.exists', value: { field: 'mobileNum' } });
  });

  it('needs no code without REGMOBVERF3 and no password without MOBILENUMPASSREG3', async () => {
    const { sendRegister } = setup({ settings: { info: { whitelabel: { REGMOBVERF3: false, MOBILENUMPASSREG3: false } } } });
    const res = await sendRegister(api.register.byMobile, { body: mobile({ verificationCode: '', password: '', confirmPassword: '' }) });
    expect(res.body.success).toBe(true);
  });

  it('requires the password with MOBILENUMPASSREG3', async () => {
    const { sendRegister, smsCode } = setup();
    smsCode('11987654321', 'register');
    const res = await sendRegister(api.register.byMobile, { body: mobile({ password: '', confirmPassword: '' }) });
    expect(res.body).toMatchObject({ code: 'bad.request', value: { field: 'password' } });
  });
});

describe('announcements (G-005)', () => {
  it('answers the registration banners for types B and group m_reg', async () => {
    const { send } = setup();
    const res = await send(api.announcements.list, { query: { types: 'B', groupName: 'm_reg', platform: 'M' } });
    const value = res.body.value as { banners: Array<{ groupName: string; type: string }>; player: unknown[] };
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.banners.every((b) => b.groupName === 'm_reg' && b.type === 'B')).toBe(true);
    expect(value.player).toEqual([]);
  });
});
