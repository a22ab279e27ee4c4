import { api } from '@m/contracts';
import { SimError } from '../errors';
import { defineHandler } from '../handler';

/**
 * The slider human check (contracts api/human-check.ts; A-041): a seeded target position; a
 * position within the tolerance earns a one-use humanToken that sms.send spends. A challenge is
 * spent by its first verify, hit or miss, as real slider services do.
 */
export const humanCheckHandlers = {
  ...defineHandler(api.humanCheck.challenge, ({ state, world }) => {
    const challengeId = world.faker.string.alphanumeric(16);
    const target = world.faker.number.int({ min: 20, max: 90 });
    const tolerance = state.auth.rules.sliderTolerance;
    state.auth.humanChallenges[challengeId] = { target, tolerance };
    return { challengeId, target, tolerance };
  }),
  ...defineHandler(api.humanCheck.verify, ({ state, now, body, world }) => {
    const challenge = state.auth.humanChallenges[body.challengeId];
    if (!challenge) throw new SimError('human.check.failed', 'unknown or spent challenge');
    delete state.auth.humanChallenges[body.challengeId];
    if (Math.abs(body.position - challenge.target) > challenge.tolerance)
      throw new SimError('human.check.failed', 'the piece missed the gap');
    const humanToken = world.issueToken(24);
    state.auth.humanTokens[humanToken] = { expiresAt: now + state.auth.rules.humanTokenTtlMs };
    return { humanToken };
  }),
};
