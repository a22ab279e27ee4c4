import type { SmsVerifyBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** POST sms.verify, the no-login SMS verification. Quiet: a failure stops the form silently. */
export const verifySmsCode = (body: SmsVerifyBody) => call(routes.sms.verify, { body });
