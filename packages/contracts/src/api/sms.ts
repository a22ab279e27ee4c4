import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/** SMS codes (A-037..A-041, A-057, A-058). Codes are readable through the control API's peek. */

export const SMS_PURPOSES = ['login', 'register', 'forget'] as const;
export const SmsPurpose = Type.Union(SMS_PURPOSES.map((p) => Type.Literal(p)));
export type SmsPurpose = Static<typeof SmsPurpose>;

export const SmsSendBody = Type.Object(
  {
    mobileNum: Type.String({ minLength: 1 }),
    countryDialingCode: Type.String({ minLength: 1 }),
    purpose: SmsPurpose,
    /** What the slider human check answered (humanCheck.verify), A-041. */
    humanToken: Type.String({ minLength: 1 }),
  },
  { $id: 'SmsSendBody', additionalProperties: false },
);
export type SmsSendBody = Static<typeof SmsSendBody>;

export const SmsSendValue = Type.Object(
  {
    /** Epoch ms from the backend clock when the code stops working; the button counts down to it. */
    expirationTime: Type.Number(),
  },
  { $id: 'SmsSendValue', additionalProperties: false },
);
export type SmsSendValue = Static<typeof SmsSendValue>;

export const SmsVerifyBody = Type.Object(
  {
    mobileNum: Type.String({ minLength: 1 }),
    countryDialingCode: Type.String({ minLength: 1 }),
    code: Type.String({ minLength: 1 }),
    purpose: SmsPurpose,
  },
  { $id: 'SmsVerifyBody', additionalProperties: false },
);
export type SmsVerifyBody = Static<typeof SmsVerifyBody>;

export const SmsVerifyValue = Type.Object({ verified: Type.Literal(true) }, { $id: 'SmsVerifyValue', additionalProperties: false });
export type SmsVerifyValue = Static<typeof SmsVerifyValue>;

export const smsEndpoints = {
  send: defineEndpoint({
    id: 'sms.send',
    method: 'POST',
    path: '/api/sms/send',
    auth: false,
    quiet: false,
    encrypted: false,
    summary:
      'Sends an SMS code (no token). Needs a humanToken from the slider check. Answers the expiry (world clock). A resend before expiry answers sms.too.frequent with { expirationTime }.',
    body: SmsSendBody,
    response: SmsSendValue,
  }),
  // a failed verification stops the registration silently, so the call is quiet.
  verify: defineEndpoint({
    id: 'sms.verify',
    method: 'POST',
    path: '/api/sms/verify',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'No-login SMS verification: checks (and consumes) a code. Wrong code: verify.code.error; expired: sms.code.expired.',
    body: SmsVerifyBody,
    response: SmsVerifyValue,
  }),
};
