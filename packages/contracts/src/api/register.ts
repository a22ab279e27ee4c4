import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { BIRTHDAY_LENGTH, REGISTER_FIELD_NAMES, REGISTER_METHODS } from '../register-fields';

/** Registration (A-042..A-070). Decisions in docs/decisions/account.md. */

export const RegisterFieldRule = Type.Object(
  {
    /** Shown at all (hidden fields are not sent, so they default to ''). */
    enabled: Type.Boolean(),
    /** Required fields carry an asterisk; empty optional fields pass. */
    required: Type.Boolean(),
    /** A JavaScript regular expression (source, no flags) a non-empty value must match. */
    pattern: Type.String(),
    /** i18n key of the text shown under the field when the value fails (`register.rules.*`). */
    message: Type.String(),
  },
  { additionalProperties: false },
);
export type RegisterFieldRule = Static<typeof RegisterFieldRule>;

export const RegisterSettingsValue = Type.Object(
  {
    fields: Type.Object(
      Object.fromEntries(REGISTER_FIELD_NAMES.map((k) => [k, RegisterFieldRule])) as {
        [K in (typeof REGISTER_FIELD_NAMES)[number]]: typeof RegisterFieldRule;
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'RegisterSettingsValue', additionalProperties: false },
);
export type RegisterSettingsValue = Static<typeof RegisterSettingsValue>;

// Query values default to '' (an empty name is not available; an empty code is invalid), so a bare GET is answered, not refused.
export const UsernameCheckQuery = Type.Object({ username: Type.String({ default: '' }) }, { additionalProperties: false });
export type UsernameCheckQuery = Static<typeof UsernameCheckQuery>;
export const UsernameCheckValue = Type.Object({ available: Type.Boolean() }, { additionalProperties: false });
export type UsernameCheckValue = Static<typeof UsernameCheckValue>;

export const AffiliateCheckQuery = Type.Object(
  {
    /** The code checked: the URL's `aff` or the one typed in the form; a check of no code has no answer. */
    code: Type.String({ minLength: 1 }),
    /** The URL's code, checked instead when `code` is blank (as registration takes it, A-061). */
    domain: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type AffiliateCheckQuery = Static<typeof AffiliateCheckQuery>;
/** the envelope's success is the answer; an unknown code answers `invitation.code.invalid`. */
export const AffiliateCheckValue = Type.Object({ code: Type.String() }, { additionalProperties: false });
export type AffiliateCheckValue = Static<typeof AffiliateCheckValue>;

const text = () => Type.String({ default: '' });

/** A-064 (and A-065 for the external identity service). Optional text fields default to ''. */
export const RegisterBody = Type.Object(
  {
    countryDialingCode: Type.String(),
    registerUrl: Type.String(),
    registerMethod: Type.Union(REGISTER_METHODS.map((m) => Type.Literal(m))),
    username: text(),
    password: text(),
    confirmPassword: text(),
    affiliateCode: text(),
    paymentPassword: text(),
    recommenderId: text(),
    nickname: text(),
    payeeName: text(),
    /**
     * `YYYY-MM-DD`, sent only while the `birthday` field is shown; a real date, not after
     * today, of someone at least `settings.info.register.minAge` years old (`birthdayProblem`).
     */
    birthday: Type.Optional(Type.String({ maxLength: BIRTHDAY_LENGTH, description: 'ISO date YYYY-MM-DD' })),
    email: text(),
    mobileNum: text(),
    idNumber: text(),
    qqNum: text(),
    facebook: text(),
    wechat: text(),
    line: text(),
    whatsapp: text(),
    zalo: text(),
    captcha: text(),
    /** Registration always sends 0. */
    type: Type.Literal(0),
    /** The URL affiliate parameter. */
    domain: text(),
    verificationCode: text(),
    firebaseChannel: Type.Optional(Type.Literal('sms')),
    firebaseIdToken: Type.Optional(Type.String()),
  },
  { $id: 'RegisterBody', additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

/** A session as login opens it (A§3): what the automatic login after registration stores. */
export const RegisterSession = Type.Object(
  { token: Type.String(), userName: Type.String(), customerType: Type.Integer(), firstTimeLogin: Type.Boolean() },
  { additionalProperties: false },
);
export type RegisterSession = Static<typeof RegisterSession>;

/** the new account's session (automatic login) and its name (mobile registration generates one). */
export const RegisterValue = Type.Object(
  { session: RegisterSession, accountName: Type.String() },
  { $id: 'RegisterValue', additionalProperties: false },
);
export type RegisterValue = Static<typeof RegisterValue>;

export const registerEndpoints = {
  settings: defineEndpoint({
    id: 'register.settings',
    method: 'GET',
    path: '/api/register/settings',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'Registration settings: per field enabled, required, pattern and message key (A-047, A-069).',
    response: RegisterSettingsValue,
  }),
  checkUsername: defineEndpoint({
    id: 'register.checkUsername',
    method: 'GET',
    path: '/api/register/username-check',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'Whether a username is still free (A-068).',
    query: UsernameCheckQuery,
    response: UsernameCheckValue,
  }),
  checkAffiliate: defineEndpoint({
    id: 'register.checkAffiliate',
    method: 'GET',
    path: '/api/register/affiliate-check',
    auth: false,
    // The site shows 'invitation_code_error' itself, under the field.
    quiet: true,
    encrypted: false,
    summary: 'Checks an affiliate (invitation) code; unknown codes answer invitation.code.invalid (A-061).',
    query: AffiliateCheckQuery,
    response: AffiliateCheckValue,
  }),
  byUsername: defineEndpoint({
    id: 'register.byUsername',
    method: 'PUT',
    path: '/api/register/username',
    auth: false,
    quiet: false,
    encrypted: true,
    summary: 'Registers a type-0 account by username (encrypted body); answers the session and the account name (A-067, A-068).',
    body: RegisterBody,
    response: RegisterValue,
  }),
  byMobile: defineEndpoint({
    id: 'register.byMobile',
    method: 'PUT',
    path: '/api/register/mobile',
    auth: false,
    quiet: false,
    encrypted: true,
    summary:
      'Registers a type-0 account by mobile number (encrypted body; SMS code when REGMOBVERF3); the account name is generated (A-067, A-068).',
    body: RegisterBody,
    response: RegisterValue,
  }),
};
