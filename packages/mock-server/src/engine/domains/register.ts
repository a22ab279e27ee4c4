import {
  ACCOUNT_TYPE,
  activeRegisterFields as activeFields,
  api,
  birthdayProblem,
  isoDateOf,
  registerFieldProblem,
  type RegisterBody,
  type RegisterMode,
} from '@m/contracts';
import { badRequest, SimError } from '../errors';
import { compiledPattern } from '../validate';
import { defineHandler, type HandlerContext } from '../handler';
import type { SimUser, WorldState } from '../state';
import { FIREBASE_TOKEN_PATTERN } from './auth';
import { checkSmsCode } from './sms';
import { newMemberWallet } from '../wallet/wallet-state';

/** Registration area (contracts api/register.ts). */

/**
 * The fields a method checks, with their rules, after the switches: the contract's
 * rule, the one the site's form shows by, with the affiliate code only with AFFILIATEFIELD.
 */
export const activeRegisterFields = (state: WorldState, mode: RegisterMode) =>
  activeFields(state.registerSettings.fields, state.settings.info.whitelabel, mode, state.settings.info.whitelabel.AFFILIATEFIELD);

/**
 * A-070: a shown birthday is also a real date, not after the world's today, of someone at least
 * `settings.info.register.minAge` years old; it fails as the other fields' formats do (a 400 naming it).
 */
function checkBirthday(state: WorldState, now: number, value: string): void {
  const minAge = state.settings.info.register.minAge;
  const problem = birthdayProblem(value, isoDateOf(now), minAge);
  if (problem === 'format') throw badRequest('birthday', 'birthday is not a real date (YYYY-MM-DD) on or before today');
  if (problem === 'age') throw badRequest('birthday', `birthday is less than ${minAge} years ago`);
}

function checkFields(state: WorldState, now: number, mode: RegisterMode, body: RegisterBody): void {
  for (const f of activeRegisterFields(state, mode)) {
    const value = (body[f.name] ?? '').trim();
    const problem = registerFieldProblem(f, value, compiledPattern);
    if (problem === 'required') throw badRequest(f.name, `${f.name} is required`);
    if (problem === 'pattern') throw badRequest(f.name, `${f.name} does not match ${f.pattern}`);
    if (value && f.name === 'birthday') checkBirthday(state, now, value);
  }
  const hasPassword = activeRegisterFields(state, mode).some((f) => f.name === 'password');
  if (hasPassword && body.password !== body.confirmPassword) throw badRequest('confirmPassword', 'confirmPassword differs from password');
}

/**
 * The registration captcha while the CAPTCHA switch is on: the current image's text, used
 * once (the site reloads the image after a failure). A missing one answers captcha.required, as a
 * login that needs the captcha does, so the site reacts to both forms the same way.
 */
function checkCaptcha(state: WorldState, captcha: string): void {
  if (!state.settings.info.whitelabel.CAPTCHA) return;
  const expected = state.captcha?.text;
  state.captcha = null;
  if (!captcha.trim()) throw new SimError('captcha.required', 'the captcha is required', { captcha: true, field: 'captcha' });
  if (!expected || captcha.trim().toUpperCase() !== expected.toUpperCase())
    throw new SimError('verify.code.error', 'wrong captcha', { field: 'captcha' });
}

/** The affiliate code of a registration: the form's, else the URL's. */
function checkAffiliate(state: WorldState, body: RegisterBody): void {
  const code = body.affiliateCode.trim() || body.domain.trim();
  if (code && !state.affiliateCodes[code])
    throw new SimError('invitation.code.invalid', `unknown affiliate code ${code}`, { field: 'affiliateCode' });
}

const mobileTaken = (state: WorldState, mobileNum: string) => Object.values(state.users).some((u) => u.mobileNum === mobileNum);

function createAccount(ctx: HandlerContext, body: RegisterBody, username: string, password: string, birthday = '') {
  const { state, world } = ctx;
  const user: SimUser = {
    username,
    password,
    type: ACCOUNT_TYPE.member,
    mobileNum: body.mobileNum.trim(),
    countryDialingCode: body.countryDialingCode,
    email: body.email.trim(),
    nickname: body.nickname.trim(),
    ...(birthday ? { birthday } : {}),
    balance: 0,
    memberLabels: [],
    clubLabel: null,
    firstTimeLogin: false,
    passwordExpired: false,
    wellKnown: false,
  };
  state.users[username] = user;
  state.wallet[username] = newMemberWallet();
  const token = world.openSession(username);
  // the automatic login's session, and the account name the success popup shows.
  return { session: { token, userName: username, customerType: user.type, firstTimeLogin: false }, accountName: username };
}

/**
 * The SMS code a call proves: the typed code, or with FIREBASE on and a
 * token sent, the code inside the simulated identity token `fb-<mobile>-<code>` (the token of
 * another number is refused).
 */
export function smsCodeOf(firebase: boolean, mobileNum: string, body: { verificationCode: string; firebaseIdToken?: string }): string {
  if (!firebase || !body.firebaseIdToken) return body.verificationCode.trim();
  const m = FIREBASE_TOKEN_PATTERN.exec(body.firebaseIdToken);
  if (!m || m[1] !== mobileNum) throw new SimError('verify.code.error', 'firebase id token not accepted', { field: 'verificationCode' });
  return m[2] ?? '';
}

/** a mobile registration's account name: `m` + the last 8 digits, a digit more while taken. */
export function accountNameForMobile(state: WorldState, mobileNum: string): string {
  const base = `m${mobileNum.slice(-8)}`;
  let name = base;
  for (let i = 1; state.users[name]; i++) name = `${base}${i}`;
  return name;
}

export const registerHandlers = {
  ...defineHandler(api.register.settings, ({ state }) => state.registerSettings),
  ...defineHandler(api.register.checkUsername, ({ state, query }) => {
    const name = query.username.trim();
    return { available: name !== '' && !state.users[name] };
  }),
  ...defineHandler(api.register.checkAffiliate, ({ state, query }) => {
    const code = query.code.trim() || (query.domain ?? '').trim();
    if (!code || !state.affiliateCodes[code])
      throw new SimError('invitation.code.invalid', `unknown affiliate code ${code}`, { field: 'affiliateCode' });
    return { code };
  }),
  ...defineHandler(api.register.byUsername, (ctx) => {
    const { state, body } = ctx;
    if (!state.settings.info.whitelabel.USERNAMEREG3) throw new SimError('no.permission', 'USERNAMEREG3 is off');
    checkFields(state, ctx.now, 'username', body);
    checkAffiliate(state, body);
    checkCaptcha(state, body.captcha);
    const username = body.username.trim();
    if (state.users[username]) throw new SimError('username.exists', `${username} exists`, { field: 'username' });
    const mobileNum = body.mobileNum.trim();
    if (mobileNum && mobileTaken(state, mobileNum))
      throw new SimError('mobile.exists', `${mobileNum} is registered`, { field: 'mobileNum' });
    // the birthday is kept only while its field is shown (a hidden field's value is ignored).
    const birthdayShown = activeRegisterFields(state, 'username').some((f) => f.name === 'birthday');
    return createAccount(ctx, body, username, body.password, birthdayShown ? (body.birthday ?? '').trim() : '');
  }),
  ...defineHandler(api.register.byMobile, (ctx) => {
    const { state, body } = ctx;
    const wl = state.settings.info.whitelabel;
    if (!wl.MOBILENUMREG3) throw new SimError('no.permission', 'MOBILENUMREG3 is off');
    checkFields(state, ctx.now, 'mobile', body);
    const mobileNum = body.mobileNum.trim();
    if (mobileTaken(state, mobileNum)) throw new SimError('mobile.exists', `${mobileNum} is registered`, { field: 'mobileNum' });
    checkAffiliate(state, body);
    checkCaptcha(state, body.captcha);
    if (wl.REGMOBVERF3) {
      checkSmsCode(ctx, {
        mobileNum,
        countryDialingCode: body.countryDialingCode,
        code: smsCodeOf(wl.FIREBASE, mobileNum, body),
        purpose: 'register',
      });
    }
    // Without MOBILENUMPASSREG3 the account gets a random password: the member logs in by SMS.
    const password = wl.MOBILENUMPASSREG3 ? body.password : ctx.world.faker.string.alphanumeric(12);
    return createAccount(ctx, body, accountNameForMobile(state, mobileNum), password);
  }),
};
