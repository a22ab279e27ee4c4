import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/** The slider human check: drag the piece to `target` (0-100) within `tolerance`. */

export const HumanCheckChallengeQuery = Type.Object(
  // Optional: 'sms' is the only purpose so far.
  { purpose: Type.Optional(Type.Literal('sms')) },
  { $id: 'HumanCheckChallengeQuery', additionalProperties: false },
);
export type HumanCheckChallengeQuery = Static<typeof HumanCheckChallengeQuery>;

export const HumanCheckChallengeValue = Type.Object(
  {
    challengeId: Type.String(),
    /** Where the piece must go, 0-100 (per cent of the track). */
    target: Type.Integer({ minimum: 0, maximum: 100 }),
    tolerance: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { $id: 'HumanCheckChallengeValue', additionalProperties: false },
);
export type HumanCheckChallengeValue = Static<typeof HumanCheckChallengeValue>;

export const HumanCheckVerifyBody = Type.Object(
  { challengeId: Type.String({ minLength: 1 }), position: Type.Number({ minimum: 0, maximum: 100 }) },
  { $id: 'HumanCheckVerifyBody', additionalProperties: false },
);
export type HumanCheckVerifyBody = Static<typeof HumanCheckVerifyBody>;

export const HumanCheckVerifyValue = Type.Object(
  {
    /** One-use proof of the check, sent with sms.send. */
    humanToken: Type.String(),
  },
  { $id: 'HumanCheckVerifyValue', additionalProperties: false },
);
export type HumanCheckVerifyValue = Static<typeof HumanCheckVerifyValue>;

export const humanCheckEndpoints = {
  challenge: defineEndpoint({
    id: 'humanCheck.challenge',
    method: 'GET',
    path: '/api/human-check/challenge',
    auth: false,
    quiet: false,
    encrypted: false,
    summary: 'A new slider challenge (seeded from the world): where the piece must go and how close is close enough.',
    query: HumanCheckChallengeQuery,
    response: HumanCheckChallengeValue,
  }),
  // Quiet: the slider shows its own "try again" instead of an error toast.
  verify: defineEndpoint({
    id: 'humanCheck.verify',
    method: 'POST',
    path: '/api/human-check/verify',
    auth: false,
    quiet: true,
    encrypted: false,
    summary:
      'Checks the slider position; a hit answers a one-use humanToken, a miss human.check.failed (the challenge is spent either way).',
    body: HumanCheckVerifyBody,
    response: HumanCheckVerifyValue,
  }),
};
