import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/** The external phone-identity service, simulated (A-041 site side, A-030, A-065, A-089). */

export const IdentitySendBody = Type.Object(
  {
    mobileNum: Type.String({ minLength: 1 }),
    countryDialingCode: Type.String({ minLength: 1 }),
    /** What the slider human check answered (the service's own bot check stands in for it). */
    humanToken: Type.String({ minLength: 1 }),
  },
  { $id: 'IdentitySendBody', additionalProperties: false },
);
export type IdentitySendBody = Static<typeof IdentitySendBody>;

export const IdentitySendValue = Type.Object(
  {
    /** Opaque handle of this verification; the confirm call names it. */
    verificationId: Type.String(),
    /** Epoch ms (world clock) when the code stops working; the button counts down to it. */
    expirationTime: Type.Number(),
  },
  { $id: 'IdentitySendValue', additionalProperties: false },
);
export type IdentitySendValue = Static<typeof IdentitySendValue>;

export const IdentityConfirmBody = Type.Object(
  { verificationId: Type.String({ minLength: 1 }), code: Type.String({ minLength: 1 }) },
  { $id: 'IdentityConfirmBody', additionalProperties: false },
);
export type IdentityConfirmBody = Static<typeof IdentityConfirmBody>;

export const IdentityConfirmValue = Type.Object(
  {
    /** The id token the backend accepts as firebaseIdToken (simulator: `fb-<mobile>-<code>`). */
    idToken: Type.String(),
  },
  { $id: 'IdentityConfirmValue', additionalProperties: false },
);
export type IdentityConfirmValue = Static<typeof IdentityConfirmValue>;

export const identityEndpoints = {
  // a failed send through the service hides the loading toast silently, so the call is quiet.
  sendCode: defineEndpoint({
    id: 'identity.sendCode',
    method: 'POST',
    path: '/api/identity/phone/send',
    auth: false,
    quiet: true,
    encrypted: false,
    summary:
      'External identity service: sends an SMS code to any number (needs a humanToken). Answers { verificationId, expirationTime }; a resend while a code runs answers sms.too.frequent { expirationTime }. The code shows in peek.',
    body: IdentitySendBody,
    response: IdentitySendValue,
  }),
  // Quiet: each form shows the refusal its own way (login: under the code; set password: a toast).
  confirm: defineEndpoint({
    id: 'identity.confirm',
    method: 'POST',
    path: '/api/identity/phone/confirm',
    auth: false,
    quiet: true,
    encrypted: false,
    summary:
      'External identity service: checks the code of a verification and answers { idToken } (fb-<mobile>-<code>); the code stays usable for the backend call that follows. Wrong code: verify.code.error; expired: sms.code.expired.',
    body: IdentityConfirmBody,
    response: IdentityConfirmValue,
  }),
};
