import type { RegisterBody, Settings } from '@m/contracts';
import { isApiError } from '../../shared/api/api-error';
import { confirmIdentityCode } from '../../shared/identity/phone-identity';
import { verifySmsCode } from '../../shared/sms/verify-sms-code';
import type { RegisterMode } from './field-rules';

/** Why the code step stopped the submission: the server's message key, or none (focus the field). */
export type CodeRefusal = { i18nKey: string | null };

/**
 * The code step before a mobile registration. A-057: with SMS verification on, the code is
 * verified first (the no-login verification). A-065: through the identity service, its id token
 * rides along in `body`. A refusal stops the submission without a toast: the code field says why.
 * Resolves null when the submission may go on.
 */
export async function verifyRegisterCode(
  mode: RegisterMode,
  wl: Settings['info']['whitelabel'],
  body: RegisterBody,
): Promise<CodeRefusal | null> {
  if (mode !== 'mobile' || !wl.REGMOBVERF3) return null;
  try {
    if (wl.FIREBASE) {
      body.firebaseIdToken = await confirmIdentityCode(body.mobileNum, body.countryDialingCode, body.verificationCode);
      body.firebaseChannel = 'sms';
    } else {
      await verifySmsCode({
        mobileNum: body.mobileNum,
        countryDialingCode: body.countryDialingCode,
        code: body.verificationCode,
        purpose: 'register',
      });
    }
    return null;
  } catch (err) {
    return { i18nKey: isApiError(err) ? err.i18nKey : null };
  }
}
