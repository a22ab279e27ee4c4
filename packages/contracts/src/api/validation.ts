import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/** Server-supplied field rules: each a regular expression, an i18n message key and required. */

/** Rules the table always has; a backend may send more. */
export const VALIDATION_RULE_NAMES = [
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
  'verificationCode',
  'password',
  'mobileNum',
  'email',
] as const;
export type ValidationRuleName = (typeof VALIDATION_RULE_NAMES)[number];

export const ValidationRule = Type.Object(
  {
    /** A JavaScript regular expression source, matched against the trimmed value. */
    pattern: Type.String(),
    /** i18n key of the message shown under the field (under `rules.*`). */
    message: Type.String(),
    required: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ValidationRule = Static<typeof ValidationRule>;

export const ValidationRules = Type.Record(Type.String(), ValidationRule, { $id: 'ValidationRules' });
export type ValidationRules = Static<typeof ValidationRules>;

export const validationEndpoints = {
  rules: defineEndpoint({
    id: 'validation.rules',
    method: 'GET',
    path: '/api/validation/rules',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'The field rules table { ruleName: { pattern, message, required } } (no token).',
    response: ValidationRules,
  }),
};
