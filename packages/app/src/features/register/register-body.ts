import type { RegisterBody, RegisterFieldName, Settings } from '@m/contracts';
import { currentRegisterMethod } from './device';
import type { ActiveField } from './field-rules';

/** The registration form's own fields: the server-driven ones plus the confirm and the captcha. */
export type FieldKey = RegisterFieldName | 'confirmPassword' | 'captcha';
export type Values = Record<FieldKey, string>;

/** Where the URL's affiliate code stands: none given, being checked, valid or invalid. */
export type AffiliateState = 'none' | 'checking' | 'valid' | 'invalid';

type Site = Settings['info'];

export interface BodyInput {
  /** The fields the form shows for this method (field-rules `activeFields`). */
  fields: readonly ActiveField[];
  /** A form value by key ('' when absent). */
  value: (k: FieldKey) => string;
  register: Site['register'];
  whitelabel: Site['whitelabel'];
  /** The affiliate code typed in the form, trimmed. */
  typedAff: string;
  /** The URL's code, used only once it proved valid. */
  urlAff: string;
  urlAffValid: boolean;
  /** The referring member of a referral link (REGISTER_LINK_QUERY.recommender), trimmed; '' when none. */
  urlRecommender: string;
  hostname: string;
}

/**
 * The register request (A-042..A-066): a field the form does not show is sent empty, texts are
 * trimmed (passwords are not), the form's affiliate code wins over the URL's, which rides along
 * only once valid, as the domain; a referral link's member is the recommender unless one is typed.
 */
export function registerBody({
  fields,
  value,
  register: reg,
  whitelabel: wl,
  typedAff,
  urlAff,
  urlAffValid,
  urlRecommender,
  hostname,
}: BodyInput): RegisterBody {
  const shown = (k: RegisterFieldName) => fields.some((f) => f.name === k);
  const text = (k: RegisterFieldName) => (shown(k) ? value(k).trim() : '');
  const hasPassword = shown('password');
  return {
    countryDialingCode: reg.countryDialingCode,
    registerUrl: hostname,
    registerMethod: currentRegisterMethod(),
    username: text('username'),
    password: hasPassword ? value('password') : '',
    confirmPassword: hasPassword ? value('confirmPassword') : '',
    affiliateCode: typedAff || (urlAffValid ? urlAff : ''),
    paymentPassword: shown('paymentPassword') ? value('paymentPassword') : '',
    recommenderId: text('recommenderId') || urlRecommender,
    nickname: text('nickname'),
    payeeName: text('payeeName'),
    // sent only while the field is shown, so forms without it send what they always did.
    ...(shown('birthday') ? { birthday: text('birthday') } : {}),
    email: text('email'),
    mobileNum: text('mobileNum'),
    idNumber: text('idNumber'),
    qqNum: text('qqNum'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    zalo: text('zalo'),
    captcha: wl.CAPTCHA ? value('captcha').trim() : '',
    type: 0,
    domain: urlAffValid ? urlAff : '',
    verificationCode: text('verificationCode'),
  };
}
