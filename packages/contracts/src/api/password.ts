import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { RegisterSession } from './register';

/** Passwords (A-071..A-092). Decisions in docs/decisions/account.md. */

/** why the change-password screen is forced (first login, or the password expired). */
export const PasswordStatusValue = Type.Object(
  { firstTimeLogin: Type.Boolean(), passwordExpired: Type.Boolean() },
  { $id: 'PasswordStatusValue', additionalProperties: false },
);
export type PasswordStatusValue = Static<typeof PasswordStatusValue>;

export const ChangePasswordBody = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1 }),
    newPassword: Type.String({ minLength: 1 }),
    confirmNewPassword: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ForgotByEmailBody = Type.Object(
  { username: Type.String({ minLength: 1 }), email: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export type ForgotByEmailBody = Static<typeof ForgotByEmailBody>;
/** a reset link goes to the account's email; the answer names it masked. */
export const ForgotByEmailValue = Type.Object({ maskedEmail: Type.String() }, { additionalProperties: false });
export type ForgotByEmailValue = Static<typeof ForgotByEmailValue>;

export const SetPasswordByPhoneBody = Type.Object(
  {
    newPassword: Type.String({ minLength: 1 }),
    mobileNum: Type.String({ minLength: 1 }),
    verificationCode: Type.String({ default: '' }),
    firebaseIdToken: Type.String({ default: '' }),
  },
  { additionalProperties: false },
);
export type SetPasswordByPhoneBody = Static<typeof SetPasswordByPhoneBody>;

export const passwordEndpoints = {
  status: defineEndpoint({
    id: 'password.status',
    method: 'GET',
    path: '/api/password/status',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Why the password must change: first login or expired (A-073).',
    response: PasswordStatusValue,
  }),
  change: defineEndpoint({
    id: 'password.change',
    method: 'POST',
    path: '/api/password/v2/change',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Change password (v2): checks the old one, stores the new one, clears first-login and expired (A-080).',
    body: ChangePasswordBody,
    // the account's flags after the change (both false).
    response: PasswordStatusValue,
  }),
  forgotByEmail: defineEndpoint({
    id: 'password.forgotByEmail',
    method: 'POST',
    path: '/api/password/forgot/email',
    auth: false,
    quiet: false,
    encrypted: false,
    bodyType: 'form',
    summary: 'Forgot password by email (form-encoded): sends a reset link when username and email match (A-084, A-085).',
    body: ForgotByEmailBody,
    response: ForgotByEmailValue,
  }),
  setByPhone: defineEndpoint({
    id: 'password.setByPhone',
    method: 'POST',
    path: '/api/password/phone',
    auth: false,
    // The popup reacts itself: clears a field by the code and shows the text.
    quiet: true,
    encrypted: true,
    summary: "Set a new password with an SMS code (encrypted JSON, purpose 'forget'); logs the user in (A-090, A-091).",
    body: SetPasswordByPhoneBody,
    // success logs the user in.
    response: RegisterSession,
  }),
};
