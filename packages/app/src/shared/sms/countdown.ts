import { SMS_COUNTDOWN_INITIAL_S } from '../constants';

/**
 * whole seconds left until the server's expiry, never negative. Rounded up, so the button
 * reads 1 until the code really expired.
 */
export const secondsLeft = (expirationTime: number, now: number): number => Math.max(0, Math.ceil((expirationTime - now) / 1000));

/** What the button shows right after a send, before the first 500 ms tick recomputes it. */
export const INITIAL_COUNTDOWN_S = SMS_COUNTDOWN_INITIAL_S;
