import { api, type SmsPurpose } from '@m/contracts';
import { SimError } from '../errors';
import { defineHandler, type HandlerContext } from '../handler';
import type { WorldState } from '../state';

/**
 * SMS codes (contracts api/sms.ts; A-037..A-041, A-057). A code lives `auth.rules.smsTtlMs` on
 * the world clock; a resend for the same number and purpose before then answers
 * sms.too.frequent with the running expiry. Codes come from the world's seeded faker and are
 * readable through peek.
 */

export interface SmsCodeCheck {
  mobileNum: string;
  countryDialingCode: string;
  code: string;
  purpose: SmsPurpose;
}

const sameNumber = (a: { mobileNum: string; countryDialingCode: string }, b: { mobileNum: string; countryDialingCode: string }) =>
  a.mobileNum === b.mobileNum && a.countryDialingCode === b.countryDialingCode;

/** The user owning a mobile number, if any. */
export const userByMobile = (state: WorldState, mobileNum: string, countryDialingCode: string) =>
  Object.values(state.users).find((u) => sameNumber(u, { mobileNum, countryDialingCode })) ?? null;

/** The index of a live code; throws verify.code.error (no such code) or sms.code.expired. */
function liveCodeIndex(ctx: Pick<HandlerContext, 'state' | 'now'>, check: SmsCodeCheck): number {
  const { state, now } = ctx;
  const index = state.sms.findIndex((s) => sameNumber(s, check) && (s.purpose ?? check.purpose) === check.purpose && s.code === check.code);
  if (index < 0) throw new SimError('verify.code.error', 'no such code for this number and purpose', { field: 'verificationCode' });
  if (state.sms[index]!.expiresAt <= now) {
    state.sms.splice(index, 1);
    throw new SimError('sms.code.expired', 'the code has expired', { field: 'verificationCode' });
  }
  return index;
}

/**
 * For other domains (login by SMS, registration, set-password-by-phone): checks a code and
 * consumes it. Throws verify.code.error (no such code) or sms.code.expired (past its expiry).
 */
export function checkSmsCode(ctx: Pick<HandlerContext, 'state' | 'now'>, check: SmsCodeCheck): void {
  ctx.state.sms.splice(liveCodeIndex(ctx, check), 1);
}

export const smsHandlers = {
  ...defineHandler(api.sms.send, ({ state, now, body, world }) => {
    const proof = state.auth.humanTokens[body.humanToken];
    if (!proof || proof.expiresAt <= now) throw new SimError('human.check.failed', 'humanToken unknown, used or expired');
    delete state.auth.humanTokens[body.humanToken];
    const owner = userByMobile(state, body.mobileNum, body.countryDialingCode);
    if (body.purpose === 'register' && owner)
      throw new SimError('mobile.exists', 'this number already has an account', { field: 'mobileNum' });
    if (body.purpose !== 'register' && !owner) throw new SimError('user.not.exist', 'no account has this number');
    const running = state.sms.find((s) => sameNumber(s, body) && (s.purpose ?? body.purpose) === body.purpose && s.expiresAt > now);
    if (running) throw new SimError('sms.too.frequent', 'a code for this number is still valid', { expirationTime: running.expiresAt });
    // Expired codes of this number and purpose are dropped: the new code replaces them.
    state.sms = state.sms.filter((s) => !(sameNumber(s, body) && (s.purpose ?? body.purpose) === body.purpose));
    const expirationTime = now + state.auth.rules.smsTtlMs;
    state.sms.push({
      mobileNum: body.mobileNum,
      countryDialingCode: body.countryDialingCode,
      code: world.faker.string.numeric(6),
      expiresAt: expirationTime,
      purpose: body.purpose,
    });
    return { expirationTime };
  }),
  // the no-login verification checks the code and marks it verified without using it up,
  // so the registration that follows (which sends the code again) still accepts it.
  ...defineHandler(api.sms.verify, (ctx) => {
    const entry = ctx.state.sms[liveCodeIndex(ctx, ctx.body)]!;
    entry.verified = true;
    return { verified: true as const };
  }),
};
