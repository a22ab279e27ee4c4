import { api } from '@m/contracts';
import { badRequest, SimError } from '../errors';
import { compiledPattern } from '../validate';
import { defineHandler } from '../handler';
import type { SimUser } from '../state';
import { checkSmsCode } from './sms';
import { smsCodeOf } from './register';

/** Password area (contracts api/password.ts). */

const flags = (u: SimUser) => ({ firstTimeLogin: u.firstTimeLogin, passwordExpired: u.passwordExpired });

/** `pl***@example.com`: enough for the member to recognise the address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export const passwordHandlers = {
  ...defineHandler(api.password.status, ({ session }) => flags(session!.user)),
  ...defineHandler(api.password.change, ({ session, state, body }) => {
    const user = session!.user;
    if (body.oldPassword !== user.password) throw new SimError('password.old.wrong', 'old password is wrong', { field: 'oldPassword' });
    if (body.newPassword !== body.confirmNewPassword) throw badRequest('confirmNewPassword', 'confirmNewPassword differs from newPassword');
    if (body.newPassword === body.oldPassword)
      throw new SimError('modify.new.old.same', 'new password equals the old one', { field: 'newPassword' });
    const rule = state.registerSettings.fields.password;
    if (!compiledPattern(rule.pattern).test(body.newPassword))
      throw badRequest('newPassword', `newPassword does not match ${rule.pattern}`);
    user.password = body.newPassword;
    user.firstTimeLogin = false;
    user.passwordExpired = false;
    return flags(user);
  }),
  ...defineHandler(api.password.forgotByEmail, ({ state, body }) => {
    const user = state.users[body.username.trim()];
    if (!user) throw new SimError('user.not.exist', 'no such user', { field: 'username' });
    if (user.email.toLowerCase() !== body.email.trim().toLowerCase())
      throw new SimError('email.not.match', 'email does not match', { field: 'email' });
    return { maskedEmail: maskEmail(user.email) };
  }),
  ...defineHandler(api.password.setByPhone, (ctx) => {
    const { state, body, world } = ctx;
    const wl = state.settings.info.whitelabel;
    if (!wl.FORGETPSWPHONE) throw new SimError('no.permission', 'FORGETPSWPHONE is off');
    const mobileNum = body.mobileNum.trim();
    const user = Object.values(state.users).find((u) => u.mobileNum === mobileNum);
    if (!user) throw new SimError('user.not.exist', 'no account has this mobile number', { field: 'mobileNum' });
    // Checked before the code, so a member who retries with another password keeps the code.
    if (body.newPassword === user.password)
      throw new SimError('modify.new.old.same', 'new password equals the old one', { field: 'newPassword' });
    const rule = state.registerSettings.fields.password;
    if (!compiledPattern(rule.pattern).test(body.newPassword))
      throw badRequest('newPassword', `newPassword does not match ${rule.pattern}`);
    checkSmsCode(ctx, {
      mobileNum,
      countryDialingCode: user.countryDialingCode,
      code: smsCodeOf(wl.FIREBASE, mobileNum, body),
      purpose: 'forget',
    });
    user.password = body.newPassword;
    user.passwordExpired = false;
    const token = world.openSession(user.username);
    return { token, userName: user.username, customerType: user.type, firstTimeLogin: user.firstTimeLogin };
  }),
};
