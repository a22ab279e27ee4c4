import type {
  AffiliateCheckQuery,
  AffiliateCheckValue,
  RegisterBody,
  RegisterSettingsValue,
  RegisterValue,
  UsernameCheckQuery,
  UsernameCheckValue,
} from '../api/register';
import { defineRoute } from '../endpoint';

/**
 * The fields of the registration form the server configures, in display order. Schema-free
 * so the site can read it without TypeBox.
 */
export const REGISTER_FIELD_NAMES = [
  'username',
  'password',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELD_NAMES)[number];

/**
 * Which configured fields each registration method uses: the username form
 * shows every enabled field but the SMS code; the mobile form the number, its code (REGMOBVERF3),
 * a password (MOBILENUMPASSREG3) and the affiliate code. Site and simulator read this one table.
 */
export const REGISTER_METHOD_FIELDS: Readonly<Record<'username' | 'mobile', readonly RegisterFieldName[]>> = {
  username: REGISTER_FIELD_NAMES.filter((n) => n !== 'verificationCode'),
  mobile: ['mobileNum', 'verificationCode', 'password', 'affiliateCode'],
};

/** how the site was opened when the user registered. */
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** Registration (A-042..A-069): settings, username and affiliate checks, register by username or mobile. */
export const registerRoutes = {
  settings: defineRoute<{ value: RegisterSettingsValue }>({
    id: 'register.settings',
    method: 'GET',
    path: '/api/register/settings',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
  checkUsername: defineRoute<{ query: UsernameCheckQuery; value: UsernameCheckValue }>({
    id: 'register.checkUsername',
    method: 'GET',
    path: '/api/register/username-check',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
  checkAffiliate: defineRoute<{ query: AffiliateCheckQuery; value: AffiliateCheckValue }>({
    id: 'register.checkAffiliate',
    method: 'GET',
    path: '/api/register/affiliate-check',
    auth: false,
    // The site shows 'invitation_code_error' itself, under the field.
    quiet: true,
    encrypted: false,
  }),
  byUsername: defineRoute<{ body: RegisterBody; value: RegisterValue }>({
    id: 'register.byUsername',
    method: 'PUT',
    path: '/api/register/username',
    auth: false,
    quiet: false,
    encrypted: true,
  }),
  byMobile: defineRoute<{ body: RegisterBody; value: RegisterValue }>({
    id: 'register.byMobile',
    method: 'PUT',
    path: '/api/register/mobile',
    auth: false,
    quiet: false,
    encrypted: true,
  }),
};
