import { api, isTrialType } from '@m/contracts';
import { SimError } from '../errors';
import { defineHandler } from '../handler';
import type { SimUser } from '../state';
import { unreadOf } from '../unread-state';

/** Member counters (contracts api/member.ts): inbox and chat unread counts (A§7, G-017). */

/** the backend refuses a trial (type 4) what the site also never asks (A-100 text). */
export function refuseTrial(user: SimUser): void {
  if (isTrialType(user.type)) throw new SimError('trial.forbidden', 'Please login an actual account to use this function');
}

export const memberHandlers = {
  ...defineHandler(api.member.inboxUnread, ({ state, session }) => {
    const user = session!.user;
    refuseTrial(user);
    return unreadOf(state.unread, user.username).inbox;
  }),
  // CBS3 off is refused by dispatch (no.permission) before this runs.
  ...defineHandler(api.member.chatUnread, ({ state, session }) => {
    const user = session!.user;
    refuseTrial(user);
    return { unReadCount: unreadOf(state.unread, user.username).chat };
  }),
};
