import type { HumanCheckChallengeQuery, HumanCheckChallengeValue, HumanCheckVerifyBody, HumanCheckVerifyValue } from '../api/human-check';
import { defineRoute } from '../endpoint';

/** The slider human check that guards sending an SMS code. */
export const humanCheckRoutes = {
  challenge: defineRoute<{ query: HumanCheckChallengeQuery; value: HumanCheckChallengeValue }>({
    id: 'humanCheck.challenge',
    method: 'GET',
    path: '/api/human-check/challenge',
    auth: false,
    quiet: false,
    encrypted: false,
  }),
  // Quiet: the slider shows its own "try again" instead of an error toast.
  verify: defineRoute<{ body: HumanCheckVerifyBody; value: HumanCheckVerifyValue }>({
    id: 'humanCheck.verify',
    method: 'POST',
    path: '/api/human-check/verify',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
};
