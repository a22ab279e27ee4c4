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
