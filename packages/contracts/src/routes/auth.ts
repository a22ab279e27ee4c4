import type { AvatarValue, CaptchaValue, LoginBody, LoginValue, LogoutValue, MemberInfo, RenewValue, TrialLoginValue } from '../api/auth';
import { defineRoute } from '../endpoint';

/** Sign-in: captcha, login, logout, session renew, trial login, member info, avatar (A-019..A-035, A-093..A-105). */
export const authRoutes = {
  // called only while the captcha switch is on (module header; off -> no.permission).
  captcha: defineRoute<{ value: CaptchaValue }>({
    id: 'auth.captcha',
    method: 'GET',
    path: '/api/auth/captcha',
    auth: false,
    quiet: true,
    encrypted: false,
    module: 'CAPTCHA',
  }),
  // encrypted body and header.
  login: defineRoute<{ body: LoginBody; value: LoginValue }>({
    id: 'auth.login',
    method: 'POST',
    path: '/api/auth/login',
    auth: false,
    quiet: false,
    encrypted: true,
  }),
  logout: defineRoute<{ value: LogoutValue }>({
    id: 'auth.logout',
    method: 'DELETE',
    path: '/api/auth/session',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  renew: defineRoute<{ value: RenewValue }>({
    id: 'auth.renew',
    method: 'POST',
    path: '/api/auth/session/renew',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  // the trial (free-play) login makes a type-4 account and opens its session.
  trialLogin: defineRoute<{ value: TrialLoginValue }>({
    id: 'auth.trialLogin',
    method: 'POST',
    path: '/api/auth/trial',
    auth: false,
    quiet: false,
    encrypted: false,
  }),
  memberInfo: defineRoute<{ value: MemberInfo }>({
    id: 'auth.memberInfo',
    method: 'GET',
    path: '/api/auth/member-info',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  avatar: defineRoute<{ value: AvatarValue }>({
    id: 'auth.avatar',
    method: 'GET',
    path: '/api/auth/avatar',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
};
