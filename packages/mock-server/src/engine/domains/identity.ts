import { api } from '@m/contracts';
import { SimError } from '../errors';
import { defineHandler } from '../handler';
import type { SmsCode } from '../state';

/**
 * The external phone-identity service, simulated (firebase phone auth; A-041 site side). Like the
 * real one it texts any number (it knows nothing of accounts) and, on confirm, answers an id token.
 * Its codes are ordinary world SMS codes WITHOUT a purpose: peek shows them, and the backend's own
 * check (checkSmsCode, any purpose) still accepts the code inside `fb-<mobile>-<code>` once.
 * The verificationId names the number and the code's expiry, so the service keeps no extra state.
 */

const ID_PREFIX = 'idv';

const verificationIdOf = (c: Pick<SmsCode, 'countryDialingCode' | 'mobileNum' | 'expiresAt'>) =>
  `${ID_PREFIX}:${c.countryDialingCode}:${c.mobileNum}:${c.expiresAt}`;

const isIdentityCode = (s: SmsCode, mobileNum: string, countryDialingCode: string) =>
  s.purpose === undefined && s.mobileNum === mobileNum && s.countryDialingCode === countryDialingCode;

export const identityHandlers = {
  ...defineHandler(api.identity.sendCode, ({ state, now, body, world }) => {
    const proof = state.auth.humanTokens[body.humanToken];
    if (!proof || proof.expiresAt <= now) throw new SimError('human.check.failed', 'humanToken unknown, used or expired');
    delete state.auth.humanTokens[body.humanToken];
    const mobileNum = body.mobileNum.trim();
    const { countryDialingCode } = body;
    const running = state.sms.find((s) => isIdentityCode(s, mobileNum, countryDialingCode) && s.expiresAt > now);
    if (running) throw new SimError('sms.too.frequent', 'a code for this number is still valid', { expirationTime: running.expiresAt });
    state.sms = state.sms.filter((s) => !isIdentityCode(s, mobileNum, countryDialingCode));
    const expiresAt = now + state.auth.rules.smsTtlMs;
    state.sms.push({ mobileNum, countryDialingCode, code: world.faker.string.numeric(6), expiresAt });
    return { verificationId: verificationIdOf({ countryDialingCode, mobileNum, expiresAt }), expirationTime: expiresAt };
  }),
  ...defineHandler(api.identity.confirm, ({ state, now, body }) => {
    const entry = state.sms.find((s) => s.purpose === undefined && verificationIdOf(s) === body.verificationId);
    if (!entry || entry.code !== body.code.trim())
      throw new SimError('verify.code.error', 'wrong code for this verification', { field: 'verificationCode' });
    if (entry.expiresAt <= now) throw new SimError('sms.code.expired', 'the code has expired', { field: 'verificationCode' });
    // The code stays in the world: the backend call that carries the token spends it.
    return { idToken: `fb-${entry.mobileNum}-${entry.code}` };
  }),
};
