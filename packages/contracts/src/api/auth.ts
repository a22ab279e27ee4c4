import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/** Sign-in (A-019..A-035, A-093..A-105). Decisions: docs/decisions/account.md. */

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export const LoginType = Type.Union(LOGIN_TYPES.map((t) => Type.Literal(t)));
export type LoginType = Static<typeof LoginType>;

/** The device marker of a standalone home-screen app. */
export const DEVICE_OTHERS = 'OTHERS';

export const LoginBody = Type.Object(
  {
    /** type 'username': the account; type 'sms': the mobile number. */
    username: Type.String({ minLength: 1 }),
    /** type 'username': the password; type 'sms': the SMS code; type 'firebase': empty. */
    password: Type.String(),
    /** Required once a failure answered `captcha: true`. */
    captcha: Type.Optional(Type.String()),
    type: LoginType,
    device: Type.Optional(Type.Literal(DEVICE_OTHERS)),
    countryDialingCode: Type.Optional(Type.String()),
    firebaseChannel: Type.Optional(Type.Literal('sms')),
    firebaseIdToken: Type.Optional(Type.String()),
    firebaseMobileNo: Type.Optional(Type.String()),
    /** the area logged into; the site under /m is the member area (default). */
    loginArea: Type.Optional(Type.Union([Type.Literal('member'), Type.Literal('agent')])),
  },
  { $id: 'LoginBody', additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginValue = Type.Object(
  {
    token: Type.String(),
    userName: Type.String(),
    customerType: Type.Integer(),
    firstTimeLogin: Type.Boolean(),
  },
  { $id: 'LoginValue', additionalProperties: false },
);
export type LoginValue = Static<typeof LoginValue>;

/** the trial session has no firstTimeLogin. */
export const TrialLoginValue = Type.Object(
  { token: Type.String(), userName: Type.String(), customerType: Type.Integer() },
  { $id: 'TrialLoginValue', additionalProperties: false },
);
export type TrialLoginValue = Static<typeof TrialLoginValue>;

export const CaptchaValue = Type.Object(
  {
    /** `data:image/png;base64,...`. */
    image: Type.String(),
  },
  { $id: 'CaptchaValue', additionalProperties: false },
);
export type CaptchaValue = Static<typeof CaptchaValue>;

export const LogoutValue = Type.Null({ $id: 'LogoutValue' });
export type LogoutValue = Static<typeof LogoutValue>;

export const RenewValue = Type.Object(
  {
    /** New expiry of the session (world clock, epoch ms). */
    expiresAt: Type.Number(),
  },
  { $id: 'RenewValue', additionalProperties: false },
);
export type RenewValue = Static<typeof RenewValue>;

export const MemberInfo = Type.Object(
  {
    nickname: Type.String(),
    account: Type.String(),
    type: Type.Integer(),
    memberLabel: Type.Array(Type.Object({ labelName: Type.String() }, { additionalProperties: false })),
    clubLabel: Type.Union([Type.Object({ labelName: Type.String() }, { additionalProperties: false }), Type.Null()]),
    /** masked mobile number and its dialing code (security centre, forgot-by-phone hints). */
    mobileNum: Type.String(),
    countryDialingCode: Type.String(),
  },
  { $id: 'MemberInfo', additionalProperties: false },
);
export type MemberInfo = Static<typeof MemberInfo>;

export const AVATAR_TYPES = ['CUSTOM', 'STATIC'] as const;
export const AvatarValue = Type.Object(
  {
    /** CUSTOM: a URL; STATIC: an image name under settings.info.paths.avatar, `.png` added. */
    avatar: Type.String(),
    avatarType: Type.Union(AVATAR_TYPES.map((t) => Type.Literal(t))),
  },
  { $id: 'AvatarValue', additionalProperties: false },
);
export type AvatarValue = Static<typeof AvatarValue>;

export const authEndpoints = {
  // called only while the captcha switch is on (module header; off -> no.permission).
  captcha: defineEndpoint({
    id: 'auth.captcha',
    method: 'GET',
    path: '/api/auth/captcha',
    auth: false,
    quiet: true,
    encrypted: false,
    module: 'CAPTCHA',
    summary: 'A new captcha image (base64 PNG); its text is seeded from the world and readable through peek.',
    response: CaptchaValue,
  }),
  // encrypted body and header.
  login: defineEndpoint({
    id: 'auth.login',
    method: 'POST',
    path: '/api/auth/login',
    auth: false,
    quiet: false,
    encrypted: true,
    summary:
      'Login (encrypted body). Failures: password.wrong { captcha }, captcha.required, verify.code.error, account.locked { lockedUntil }, user.not.exist, not.member / not.agent, sms.code.expired.',
    body: LoginBody,
    response: LoginValue,
  }),
  logout: defineEndpoint({
    id: 'auth.logout',
    method: 'DELETE',
    path: '/api/auth/session',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Logout: the token dies; later calls with it answer logged.out.',
    response: LogoutValue,
  }),
  renew: defineEndpoint({
    id: 'auth.renew',
    method: 'POST',
    path: '/api/auth/session/renew',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Extends the session from the world clock.',
    response: RenewValue,
  }),
  // the trial (free-play) login makes a type-4 account and opens its session.
  trialLogin: defineEndpoint({
    id: 'auth.trialLogin',
    method: 'POST',
    path: '/api/auth/trial',
    auth: false,
    quiet: false,
    encrypted: false,
    summary: 'Free-play login: makes a type-4 account trial<seq> and opens its session (A-097..A-099).',
    response: TrialLoginValue,
  }),
  memberInfo: defineEndpoint({
    id: 'auth.memberInfo',
    method: 'GET',
    path: '/api/auth/member-info',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Member info of the session (A-104).',
    response: MemberInfo,
  }),
  avatar: defineEndpoint({
    id: 'auth.avatar',
    method: 'GET',
    path: '/api/auth/avatar',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Player avatar (A-105).',
    response: AvatarValue,
  }),
};
