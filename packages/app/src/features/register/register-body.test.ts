import { WHITELABEL_DEFAULTS, type Settings } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import type { ActiveField } from './field-rules';
import { registerBody, type BodyInput, type FieldKey } from './register-body';

const field = (name: ActiveField['name']): ActiveField =>
  ({ name, required: true, pattern: '^.+$', message: 'register.rules.x' }) as ActiveField;
const reg = { countryDialingCode: '+55', mobileDigitsMin: 10, mobileDigitsMax: 11, minAge: 18 } as unknown as Settings['info']['register'];
const typed: Partial<Record<FieldKey, string>> = {
  username: '  maria01 ',
  password: ' Secret99 ',
  confirmPassword: ' Secret99 ',
  email: ' m@example.com ',
  mobileNum: '11999990000',
  captcha: ' 4821 ',
  nickname: 'should not be sent',
};
const input = (over: Partial<BodyInput> = {}): BodyInput => ({
  fields: [field('username'), field('password'), field('email')],
  value: (k) => typed[k] ?? '',
  register: reg,
  whitelabel: { ...WHITELABEL_DEFAULTS, CAPTCHA: true },
  typedAff: '',
  urlAff: 'AFF9',
  urlAffValid: false,
  urlRecommender: '',
  hostname: 'm.example.com',
  ...over,
});

/** The register request the form sends (A-042..A-066). */
describe('registerBody', () => {
  it('sends the shown fields trimmed, passwords as typed, and a hidden field empty', () => {
    const b = registerBody(input());
    expect(b).toMatchObject({
      username: 'maria01',
      password: ' Secret99 ',
      confirmPassword: ' Secret99 ',
      email: 'm@example.com',
      nickname: '',
      mobileNum: '',
      captcha: '4821',
    });
    expect(b).toMatchObject({ countryDialingCode: '+55', registerUrl: 'm.example.com', type: 0 });
  });

  it('sends no password when the method has none, and no captcha while CAPTCHA is off', () => {
    const b = registerBody(input({ fields: [field('mobileNum')], whitelabel: { ...WHITELABEL_DEFAULTS, CAPTCHA: false } }));
    expect(b).toMatchObject({ password: '', confirmPassword: '', captcha: '', mobileNum: '11999990000', username: '' });
  });

  it('A-064: the typed affiliate code wins; the URL code rides along (and as the domain) only once valid', () => {
    expect(registerBody(input())).toMatchObject({ affiliateCode: '', domain: '' });
    expect(registerBody(input({ urlAffValid: true }))).toMatchObject({ affiliateCode: 'AFF9', domain: 'AFF9' });
    expect(registerBody(input({ urlAffValid: true, typedAff: 'MINE' }))).toMatchObject({ affiliateCode: 'MINE', domain: 'AFF9' });
  });

  it("a referral link's member is the recommender; a typed recommender wins", () => {
    expect(registerBody(input({ urlRecommender: 'player01' }))).toMatchObject({ recommenderId: 'player01' });
    const withField = input({ urlRecommender: 'player01', fields: [field('username'), field('recommenderId')] });
    typed.recommenderId = ' friend9 ';
    try {
      expect(registerBody(withField)).toMatchObject({ recommenderId: 'friend9' });
    } finally {
      delete typed.recommenderId;
    }
    expect(registerBody(input())).toMatchObject({ recommenderId: '' });
  });
});
