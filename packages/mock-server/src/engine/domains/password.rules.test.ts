import { api } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { ruleWorld } from '../../testing/rule-kit';
import { WELL_KNOWN_PASSWORD } from '../seed';
import { maskEmail } from './password';

/** Password rules at their edges (A-073..A-092): order of the checks, flags, masking. */

describe('change password (A-073, A-080)', () => {
  it('checks the old password, then the confirmation, then sameness, then the rule; each on its field', async () => {
    const { w, call } = ruleWorld();
    const token = w.openSession('player01');
    const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      call(api.password.change, { token, body: { oldPassword, newPassword, confirmNewPassword } });
    expect(await change('nope', 'x', 'y')).toMatchObject({ status: 400, code: 'password.old.wrong', value: { field: 'oldPassword' } });
    expect(await change(WELL_KNOWN_PASSWORD, WELL_KNOWN_PASSWORD, 'y')).toMatchObject({
      status: 400,
      code: 'bad.request',
      value: { field: 'confirmNewPassword' },
    });
    expect(await change(WELL_KNOWN_PASSWORD, WELL_KNOWN_PASSWORD)).toMatchObject({
      status: 400,
      code: 'modify.new.old.same',
      value: { field: 'newPassword' },
    });
    expect(await change(WELL_KNOWN_PASSWORD, 'abc12')).toMatchObject({ status: 400, code: 'bad.request', value: { field: 'newPassword' } });
    expect(w.state.users.player01!.password).toBe(WELL_KNOWN_PASSWORD);
  });

  it('stores the new password and clears both flags; the status answers the flags', async () => {
    const { w, call } = ruleWorld();
    w.patch({ users: { player01: { firstTimeLogin: true, passwordExpired: true } } });
    const token = w.openSession('player01');
    expect((await call(api.password.status, { token })).value).toEqual({ firstTimeLogin: true, passwordExpired: true });
    expect(
      (
        await call(api.password.change, {
          token,
          body: { oldPassword: WELL_KNOWN_PASSWORD, newPassword: 'Newpass99', confirmNewPassword: 'Newpass99' },
        })
      ).value,
    ).toEqual({
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(w.state.users.player01!.password).toBe('Newpass99');
    expect((await call(api.password.status, { token })).value).toEqual({ firstTimeLogin: false, passwordExpired: false });
  });
});

describe('forgot password by email (A-084, A-085)', () => {
  it('matches the trimmed username and the address without case, answers it masked', async () => {
    const { w, call } = ruleWorld();
    w.patch({ users: { player01: { email: 'Player01@Example.com' } } });
    const send = (username: string, email: string) => call(api.password.forgotByEmail, { body: { username, email } });
    expect((await send(' player01 ', ' player01@EXAMPLE.com ')).value).toEqual({ maskedEmail: 'Pl***@Example.com' });
    expect(await send('ghost01', 'a@b.com')).toMatchObject({ status: 404, code: 'user.not.exist', value: { field: 'username' } });
    expect(await send('player01', 'other@example.com')).toMatchObject({ status: 400, code: 'email.not.match', value: { field: 'email' } });
  });

  it('maskEmail keeps two letters of the local part and the domain', () => {
    expect(maskEmail('player01@example.com')).toBe('pl***@example.com');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
    expect(maskEmail('nodomain')).toBe('no***@');
  });
});

describe('set a password by phone (A-090..A-092)', () => {
  const forgetCode = (w: ReturnType<typeof ruleWorld>['w'], mobileNum: string, code = '123456') =>
    w.state.sms.push({ mobileNum, countryDialingCode: '+55', code, expiresAt: w.clock.now() + 60_000, purpose: 'forget' });

  it('is refused with FORGETPSWPHONE off, and for a number no account has', async () => {
    const off = ruleWorld();
    off.w.patch({ settings: { info: { whitelabel: { FORGETPSWPHONE: false } } } });
    const body = {
      newPassword: 'Newpass99',
      mobileNum: off.w.state.users.player01!.mobileNum,
      verificationCode: '123456',
      firebaseIdToken: '',
    };
    expect(await off.call(api.password.setByPhone, { body })).toMatchObject({ status: 403, code: 'no.permission' });
    const { call } = ruleWorld();
    expect(await call(api.password.setByPhone, { body: { ...body, mobileNum: '11900000000' } })).toMatchObject({
      status: 404,
      code: 'user.not.exist',
      value: { field: 'mobileNum' },
    });
  });

  it('refuses the current password as the new one on its field, keeping the code', async () => {
    const { w, call } = ruleWorld();
    const mobile = w.state.users.player01!.mobileNum;
    forgetCode(w, mobile);
    const res = await call(api.password.setByPhone, {
      body: { newPassword: WELL_KNOWN_PASSWORD, mobileNum: mobile, verificationCode: '123456', firebaseIdToken: '' },
    });
    expect(res).toMatchObject({ status: 400, code: 'modify.new.old.same', value: { field: 'newPassword' } });
    expect(w.state.sms).toHaveLength(1);
  });

  it('checks the rule before the code (the code is kept), then logs in; only the expired flag is cleared', async () => {
    const { w, call } = ruleWorld();
    w.patch({ users: { newbie01: { passwordExpired: true } } });
    const mobile = w.state.users.newbie01!.mobileNum;
    forgetCode(w, mobile);
    const body = { newPassword: 'abc12', mobileNum: ` ${mobile} `, verificationCode: '123456', firebaseIdToken: '' };
    expect(await call(api.password.setByPhone, { body })).toMatchObject({
      status: 400,
      code: 'bad.request',
      value: { field: 'newPassword' },
    });
    expect(w.state.sms).toHaveLength(1);
    const res = await call(api.password.setByPhone, { body: { ...body, newPassword: 'Newpass99' } });
    expect(res.value).toEqual({ token: expect.any(String), userName: 'newbie01', customerType: 0, firstTimeLogin: true });
    expect(w.state.users.newbie01).toMatchObject({ password: 'Newpass99', passwordExpired: false, firstTimeLogin: true });
    expect(w.state.sms).toEqual([]);
  });
});
