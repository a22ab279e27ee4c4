import type { SmsSendBody, SmsSendValue, SmsVerifyBody, SmsVerifyValue } from '../api/sms';
import { defineRoute } from '../endpoint';

/** SMS codes for login, registration and forgot-by-phone (A-037..A-041, A-057). */
export const smsRoutes = {
  send: defineRoute<{ body: SmsSendBody; value: SmsSendValue }>({
    id: 'sms.send',
    method: 'POST',
    path: '/api/sms/send',
    auth: false,
    quiet: false,
    encrypted: false,
  }),
  // a failed verification stops the registration silently, so the call is quiet.
  verify: defineRoute<{ body: SmsVerifyBody; value: SmsVerifyValue }>({
    id: 'sms.verify',
    method: 'POST',
    path: '/api/sms/verify',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
};
