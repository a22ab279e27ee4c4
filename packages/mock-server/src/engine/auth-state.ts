import { ACCOUNT_TYPE, AvatarValue, ValidationRules } from '@m/contracts';
import { Type, type Static } from '@sinclair/typebox';
import type { SimUser } from './users-state';

/**
 * The sign-in part of a world's state (login failure rule, lockouts, slider checks, trial
 * accounts, the field rules table, avatars). Numbers live here, not in code, so a scenario or a
 * PATCH can change them: `{ auth: { rules: { smsTtlMs: 10000 } } }`. Decisions: docs/decisions/account.md.
 */

export const AuthRules = Type.Object(
  {
    /** Wrong passwords within the window after which every further login of that account needs the captcha. */
    captchaAfterFailures: Type.Integer({ minimum: 1 }),
    /** Wrong passwords within the window that lock the account. */
    lockAfterFailures: Type.Integer({ minimum: 1 }),
    failureWindowMs: Type.Integer({ minimum: 1 }),
    lockMs: Type.Integer({ minimum: 1 }),
    /** How long an SMS code lives; a resend is refused until then (sms.too.frequent). */
    smsTtlMs: Type.Integer({ minimum: 1 }),
    /** How close to the target the slider must land (per cent of the track). */
    sliderTolerance: Type.Integer({ minimum: 0, maximum: 100 }),
    /** How long a slider proof (humanToken) may wait before sms.send. */
    humanTokenTtlMs: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type AuthRules = Static<typeof AuthRules>;

export const LoginFailures = Type.Object(
  {
    count: Type.Integer({ minimum: 0 }),
    /** First failure of the current window (world clock). */
    firstAt: Type.Number(),
    captchaRequired: Type.Boolean(),
    lockedUntil: Type.Union([Type.Number(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type LoginFailures = Static<typeof LoginFailures>;

export const AuthState = Type.Object(
  {
    rules: AuthRules,
    /** Keyed by username. */
    failures: Type.Record(Type.String(), LoginFailures),
    /** Open slider challenges, keyed by challengeId. */
    humanChallenges: Type.Record(
      Type.String(),
      Type.Object({ target: Type.Integer(), tolerance: Type.Integer() }, { additionalProperties: false }),
    ),
    /** Unused slider proofs, keyed by humanToken. */
    humanTokens: Type.Record(Type.String(), Type.Object({ expiresAt: Type.Number() }, { additionalProperties: false })),
    /** Number of the last trial account made (trial<seq>). */
    trialSeq: Type.Integer({ minimum: 0 }),
    validationRules: ValidationRules,
    /** Keyed by username; absent = STATIC avatar derived from the name. */
    avatars: Type.Record(Type.String(), AvatarValue),
    /** QA: the NEXT wrong password of that account asks (true) or does not ask (false) for the captcha, whatever the rule; used once. */
    nextFailureCaptcha: Type.Optional(Type.Record(Type.String(), Type.Boolean())),
  },
  { additionalProperties: false },
);
export type AuthState = Static<typeof AuthState>;

/**
 * the login field rules. Patterns are matched against trimmed values; messages are
 * i18n keys of the site (rules.*; the email rule uses the spec's own in_email_incorrect).
 */
export const DEFAULT_VALIDATION_RULES: ValidationRules = {
  loginUsername: { pattern: '^[A-Za-z0-9_]{4,16}$', message: 'rules.loginUsername', required: true },
  loginPassword: { pattern: '^\\S{6,20}$', message: 'rules.loginPassword', required: true },
  loginMobileNum: { pattern: '^\\d{9,11}$', message: 'rules.loginMobileNum', required: true },
  verificationCode: { pattern: '^\\d{6}$', message: 'rules.verificationCode', required: true },
  password: { pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$', message: 'rules.password', required: true },
  mobileNum: { pattern: '^\\d{9,11}$', message: 'rules.error_phone_number_limit', required: true },
  email: { pattern: '^\\w+([.-]\\w+)?@\\w+([.-]\\w+)*(\\.\\w{2,3}){1,3}$', message: 'in_email_incorrect', required: true },
};

/** Defaults of the sign-in rules (docs/decisions/account.md "A-023..A-025 Login failures, captcha and lockout", "A-037..A-040 SMS codes"). */
export const DEFAULT_AUTH_RULES: AuthRules = {
  captchaAfterFailures: 2,
  lockAfterFailures: 5,
  failureWindowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  smsTtlMs: 60_000,
  sliderTolerance: 5,
  humanTokenTtlMs: 5 * 60_000,
};

/** No faker here: the sign-in state must not shift the seeded data of other areas. */
export const seedAuthState = (): AuthState => ({
  rules: { ...DEFAULT_AUTH_RULES },
  failures: {},
  humanChallenges: {},
  humanTokens: {},
  trialSeq: 0,
  validationRules: structuredClone(DEFAULT_VALIDATION_RULES),
  avatars: {},
});

/** trial accounts are type 4, no mobile number, no labels, nothing to change on first login. */
export function trialUser(username: string, password: string, countryDialingCode: string): SimUser {
  const user: SimUser = {
    username,
    password,
    type: ACCOUNT_TYPE.trial,
    mobileNum: '',
    countryDialingCode,
    email: '',
    nickname: username,
    balance: 2000,
    memberLabels: [],
    clubLabel: null,
    firstTimeLogin: false,
    passwordExpired: false,
    wellKnown: false,
  };
  return user;
}
