import type { RegisterBody, RegisterMode, Settings } from '@m/contracts';
import { ApiError, isApiError } from '../../shared/api/api-error';
import { confirmIdentityCode } from '../../shared/identity/phone-identity';
import { verifySmsCode } from '../../shared/sms/verify-sms-code';

/** The code step stopped the submission without an answer to show (the identity service failed quietly): focus the field. */
export type CodeRefusal = { quiet: true };

/**
 * The code step before a mobile registration. A-057: with SMS verification on, the code is
 * verified first (the no-login verification). A-065: through the identity service, its id token
 * rides along in `body`. sms.verify's refusal rejects, naming the code field (a one-shot answer
 * may name none), so the form shows it under the code; the identity service's quiet failure
 * resolves a CodeRefusal. Resolves null when the submission may go on.
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
    if (!isApiError(err)) return { quiet: true };
    if (err.reaction !== 'field' || typeof err.value?.field === 'string') throw err;
    throw new ApiError({ ...err, value: { ...err.value, field: 'verificationCode' } });
  }
}
