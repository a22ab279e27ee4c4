import type { IdentitySendBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../api/client';
import { useSettingsStore } from '../stores/settings-store';

/**
 * The external phone-identity service (firebase phone auth; ).
 * With the white-label switch FIREBASE on, the service texts the code and, on confirm, answers the
 * id token the backend takes as `firebaseIdToken`. Like the real SDK's confirmation result, the
 * verification handle lives in memory only, per number (a resumed countdown still confirms).
 */

const verifications = new Map<string, string>();
const keyOf = (mobileNum: string, countryDialingCode: string) => `${countryDialingCode} ${mobileNum.trim()}`;

/** Sends a code through the service (quiet: a failure hides the loading toast silently, A-040). */
export async function sendIdentityCode(body: IdentitySendBody): Promise<{ expirationTime: number }> {
  const value = await call(routes.identity.sendCode, { body: { ...body, mobileNum: body.mobileNum.trim() } });
  verifications.set(keyOf(body.mobileNum, body.countryDialingCode), value.verificationId);
  return { expirationTime: value.expirationTime };
}

/**
 * Confirms the typed code with the service and answers its id token; throws the service's
 * verify.code.error / sms.code.expired (a number with no verification here is a wrong code).
 */
export async function confirmIdentityCode(mobileNum: string, countryDialingCode: string, code: string): Promise<string> {
  const verificationId = verifications.get(keyOf(mobileNum, countryDialingCode)) ?? 'none';
  const { idToken } = await call(routes.identity.confirm, { body: { verificationId, code: code.trim() } });
  return idToken;
}

/** Whether SMS codes go through the identity service (switch FIREBASE). */
export const useFirebase = (): boolean => useSettingsStore((s) => s.settings?.info.whitelabel.FIREBASE === true);

/** Tests start without remembered verifications. */
export const resetPhoneIdentity = (): void => verifications.clear();
