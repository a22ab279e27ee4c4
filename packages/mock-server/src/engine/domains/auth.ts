import { ACCOUNT_TYPE, api, isAgentType, type LoginBody } from '@m/contracts';
import { trialUser, type LoginFailures } from '../auth-state';
import { SimError } from '../errors';
import { defineHandler, type HandlerContext } from '../handler';
import type { SimUser, WorldState } from '../state';
import { SESSION_TTL_MS, type World } from '../world';
import { captchaPng } from './captcha-png';
import { vipLevelOf } from './member';
import { checkSmsCode, userByMobile } from './sms';
import { newMemberWallet } from '../wallet/wallet-state';

/**
 * Sign-in (contracts api/auth.ts): captcha, login with the failure rule and lockout, logout,
 * renew, trial login, member info, avatar. Every number of the rule is in `state.auth.rules`
 * (auth-state.ts); decisions in docs/decisions/account.md.
 */

/** the member area takes every account type the site knows (agents are members too, A§1). */
export const MEMBER_AREA_TYPES: readonly number[] = Object.values(ACCOUNT_TYPE);

/** Firebase stub: the phone-identity id token the simulator accepts is `fb-<mobile>-<code>`. */
export const FIREBASE_TOKEN_PATTERN = /^fb-(\d+)-(\d+)$/;

const CAPTCHA_DIGITS = 4;

function failuresOf(state: WorldState, username: string, now: number): LoginFailures {
  const current = state.auth.failures[username];
  // A lock ends when the world clock passes it, and the account starts afresh.
  if (current && current.lockedUntil !== null && current.lockedUntil <= now) delete state.auth.failures[username];
  return state.auth.failures[username] ?? { count: 0, firstAt: now, captchaRequired: false, lockedUntil: null };
}

/** Captcha check of an account under the rule: the current image's text, used once. */
function checkCaptcha(state: WorldState, captcha: string | undefined): void {
  const expected = state.captcha?.text;
  if (!captcha) throw new SimError('captcha.required', 'this account needs the captcha', { captcha: true, field: 'captcha' });
  state.captcha = null;
  if (!expected || captcha.trim().toUpperCase() !== expected.toUpperCase()) {
    throw new SimError('verify.code.error', 'wrong captcha', { captcha: true, field: 'captcha' });
  }
}

function recordFailure(state: WorldState, username: string, failures: LoginFailures, now: number): never {
  const { rules } = state.auth;
  const fresh = now - failures.firstAt > rules.failureWindowMs || failures.count === 0;
  const next: LoginFailures = fresh
    ? { count: 1, firstAt: now, captchaRequired: failures.captchaRequired, lockedUntil: null }
    : { ...failures, count: failures.count + 1 };
  if (next.count >= rules.captchaAfterFailures && state.settings.info.whitelabel.CAPTCHA) next.captchaRequired = true;
  const forced = state.auth.nextFailureCaptcha;
  if (forced && Object.hasOwn(forced, username)) {
    next.captchaRequired = forced[username]!;
    delete forced[username];
  }
  if (next.count >= rules.lockAfterFailures) next.lockedUntil = now + rules.lockMs;
  state.auth.failures[username] = next;
  if (next.lockedUntil !== null)
    throw new SimError('account.locked', 'too many wrong passwords', { lockedUntil: next.lockedUntil, captcha: next.captchaRequired });
  throw new SimError('password.wrong', 'wrong password', { captcha: next.captchaRequired });
}

function checkArea(user: SimUser, area: LoginBody['loginArea']): void {
  if (area === 'agent') {
    if (!isAgentType(user.type)) throw new SimError('not.agent', 'agent-area login needs an agent account');
  } else if (!MEMBER_AREA_TYPES.includes(user.type)) {
    throw new SimError('not.member', 'member-area login needs a member account');
  }
}

function openLogin(world: World, state: WorldState, user: SimUser) {
  delete state.auth.failures[user.username];
  const token = world.openSession(user.username);
  return { token, userName: user.username, customerType: user.type, firstTimeLogin: user.firstTimeLogin };
}

function loginByPassword(ctx: HandlerContext<typeof api.auth.login>) {
  const { state, now, body, world } = ctx;
  const user = state.users[body.username.trim()];
  if (!user) throw new SimError('user.not.exist', 'no such account');
  const failures = failuresOf(state, user.username, now);
  if (failures.lockedUntil !== null) {
    throw new SimError('account.locked', 'account locked', { lockedUntil: failures.lockedUntil, captcha: failures.captchaRequired });
  }
  if (failures.captchaRequired) checkCaptcha(state, body.captcha);
  if (user.password !== body.password) recordFailure(state, user.username, failures, now);
  checkArea(user, body.loginArea);
  return openLogin(world, state, user);
}

function loginBySms(ctx: HandlerContext<typeof api.auth.login>, mobileNum: string, code: string) {
  const { state, body, world } = ctx;
  const countryDialingCode = body.countryDialingCode ?? state.settings.info.register.countryDialingCode;
  const user = userByMobile(state, mobileNum, countryDialingCode);
  if (!user) throw new SimError('user.not.exist', 'no account has this number');
  checkSmsCode(ctx, { mobileNum, countryDialingCode, code, purpose: 'login' });
  checkArea(user, body.loginArea);
  return openLogin(world, state, user);
}

const maskMobile = (m: string) => (m.length > 6 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m);

/** STATIC avatars by default: one of eight images, picked from the name so it never changes. */
function defaultAvatar(username: string) {
  let h = 0;
  for (const c of username) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return { avatar: `avatar_${(h % 8) + 1}`, avatarType: 'STATIC' as const };
}

export const authHandlers = {
  ...defineHandler(api.auth.captcha, ({ state, now, world }) => {
    const text = world.faker.string.numeric({ length: CAPTCHA_DIGITS, allowLeadingZeros: true });
    state.captcha = { text, issuedAt: now };
    return { image: captchaPng(text, () => world.faker.number.float({ min: 0, max: 0.999 })) };
  }),
  ...defineHandler(api.auth.login, (ctx) => {
    const { body } = ctx;
    if (body.type === 'sms') return loginBySms(ctx, body.username.trim(), body.password.trim());
    if (body.type === 'firebase') {
      const m = FIREBASE_TOKEN_PATTERN.exec(body.firebaseIdToken ?? '');
      if (!m || (body.firebaseMobileNo && body.firebaseMobileNo !== m[1])) {
        throw new SimError('verify.code.error', 'firebase id token not accepted', { field: 'verificationCode' });
      }
      return loginBySms(ctx, m[1], m[2]);
    }
    return loginByPassword(ctx);
  }),
  ...defineHandler(api.auth.logout, ({ state, session }) => {
    if (session) delete state.sessions[session.token];
    return null;
  }),
  ...defineHandler(api.auth.renew, ({ state, now, session }) => {
    const expiresAt = now + SESSION_TTL_MS;
    if (session) state.sessions[session.token] = { username: session.user.username, expiresAt };
    return { expiresAt };
  }),
  ...defineHandler(api.auth.trialLogin, ({ state, world }) => {
    let seq = state.auth.trialSeq;
    let username: string;
    do username = `trial${++seq}`;
    while (state.users[username]);
    state.auth.trialSeq = seq;
    state.users[username] = trialUser(username, world.faker.string.alphanumeric(12), state.settings.info.register.countryDialingCode);
    state.wallet[username] = newMemberWallet();
    const token = world.openSession(username);
    return { token, userName: username, customerType: ACCOUNT_TYPE.trial };
  }),
  ...defineHandler(api.auth.memberInfo, (ctx) => {
    const user = (ctx.session as NonNullable<typeof ctx.session>).user;
    return {
      nickname: user.nickname,
      account: user.username,
      type: user.type,
      memberLabel: user.memberLabels.map((labelName) => ({ labelName })),
      // A member with a club label shows its VIP level, which the deposits decide (one rule).
      clubLabel: user.clubLabel === null ? null : { labelName: vipLevelOf(ctx, user).name },
      mobileNum: maskMobile(user.mobileNum),
      countryDialingCode: user.countryDialingCode,
    };
  }),
  ...defineHandler(api.auth.avatar, ({ state, session }) => {
    const user = (session as NonNullable<typeof session>).user;
    return state.auth.avatars[user.username] ?? defaultAvatar(user.username);
  }),
};
