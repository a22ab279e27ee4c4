import { isTrialType } from '@m/contracts';

/** What /m/trail does for the session it finds (A-097, docs/decisions/account.md A-097). */
export type TrialStart = 'start' | 'confirm' | 'home';

/**
 * A-097 (decided): a guest gets a trial account at once; a trial account already has
 * one and goes home with it; a member with an actual account is asked first and keeps their
 * session unless they choose to log out and start the trial (never replaced silently).
 */
export const trialStartOf = (session: { type: number } | null): TrialStart =>
  session === null ? 'start' : isTrialType(session.type) ? 'home' : 'confirm';
