import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { setup } from '../../testing/account-world';

describe('change password v2 (A-073, A-080)', () => {
  it('checks the old password, stores the new one and clears first-login and expired', async () => {
    const { send, world } = setup({ users: { newbie01: { passwordExpired: true } } });
    const token = world.openSession('newbie01');
    expect((await send(api.password.status, { token })).body.value).toEqual({ firstTimeLogin: true, passwordExpired: true });
    const res = await send(api.password.change, {
      token,
      body: { oldPassword: 'Test1234', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
    });
    expect(res.body).toMatchObject({ success: true, value: { firstTimeLogin: false, passwordExpired: false } });
    expect(world.state.users.newbie01).toMatchObject({ password: 'Fresh123', firstTimeLogin: false, passwordExpired: false });
  });

  it('answers modify.new.old.same and password.old.wrong', async () => {
    const { send, world } = setup();
    const token = world.openSession('player01');
    const same = await send(api.password.change, {
      token,
      body: { oldPassword: 'Test1234', newPassword: 'Test1234', confirmNewPassword: 'Test1234' },
    });
    expect(same.body).toMatchObject({ code: 'modify.new.old.same', value: { field: 'newPassword' } });
    const wrong = await send(api.password.change, {
      token,
      body: { oldPassword: 'Nope1234', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
    });
    expect(wrong.body).toMatchObject({ code: 'password.old.wrong', value: { field: 'oldPassword' } });
  });

  it('needs a session', async () => {
    const { send } = setup();
    expect((await send(api.password.change, { body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' } })).body.code).toBe(
      'not.logged.in',
    );
  });
});

describe('forgot by email (A-084, A-085)', () => {
  it('answers the masked address when username and email match, email.not.match otherwise', async () => {
    const { send } = setup();
    const ok = await send(api.password.forgotByEmail, { body: { username: 'player01', email: ' PLAYER01@example.com ' } });
    expect(ok.body).toMatchObject({ success: true, value: { maskedEmail: 'pl***@example.com' } });
    const bad = await send(api.password.forgotByEmail, { body: { username: 'player01', email: 'someone@example.com' } });
    expect(bad.body).toMatchObject({ code: 'email.not.match', value: { field: 'email' } });
  });
});

describe('set password by phone (A-090, A-091, A-092)', () => {
  it('checks the forget code, stores the password and opens a session', async () => {
    const { send, smsCode, world } = setup();
    const mobileNum = world.state.users.player01!.mobileNum;
    smsCode(mobileNum, 'forget');
    const res = await send(api.password.setByPhone, {
      body: { newPassword: 'Fresh123', mobileNum, verificationCode: '123456', firebaseIdToken: '' },
    });
    expect(res.body).toMatchObject({ success: true, value: { userName: 'player01', customerType: 0 } });
    expect(world.state.users.player01!.password).toBe('Fresh123');
  });

  it('answers modify.new.old.same before spending the code, and verify.code.error for a wrong one', async () => {
    const { send, smsCode, world } = setup();
    const mobileNum = world.state.users.player01!.mobileNum;
    smsCode(mobileNum, 'forget');
    const same = await send(api.password.setByPhone, {
      body: { newPassword: 'Test1234', mobileNum, verificationCode: '123456', firebaseIdToken: '' },
    });
    expect(same.body.code).toBe('modify.new.old.same');
    const wrong = await send(api.password.setByPhone, {
      body: { newPassword: 'Fresh123', mobileNum, verificationCode: '000000', firebaseIdToken: '' },
    });
    expect(wrong.body.code).toBe('verify.code.error');
    const ok = await send(api.password.setByPhone, {
      body: { newPassword: 'Fresh123', mobileNum, verificationCode: '123456', firebaseIdToken: '' },
    });
    expect(ok.body.success).toBe(true);
  });

  it('with FIREBASE takes the code from the identity token of the same number (A-089)', async () => {
    const { send, smsCode, world } = setup({ settings: { info: { whitelabel: { FIREBASE: true } } } });
    const mobileNum = world.state.users.player01!.mobileNum;
    smsCode(mobileNum, 'forget');
    const other = await send(api.password.setByPhone, {
      body: { newPassword: 'Fresh123', mobileNum, verificationCode: '', firebaseIdToken: 'fb-11900000000-123456' },
    });
    expect(other.body.code).toBe('verify.code.error');
    const ok = await send(api.password.setByPhone, {
      body: { newPassword: 'Fresh123', mobileNum, verificationCode: '', firebaseIdToken: `fb-${mobileNum}-123456` },
    });
    expect(ok.body.success).toBe(true);
  });
});
