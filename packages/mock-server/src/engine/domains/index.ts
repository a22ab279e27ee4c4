import type { HandlerRegistry } from '../handler';
import { systemHandlers } from './system';
import { authHandlers } from './auth';
import { humanCheckHandlers } from './human-check';
import { smsHandlers } from './sms';
import { validationHandlers } from './validation';
import { lotteryHandlers } from './lottery';
import { announcementsHandlers } from './announcements';
import { passwordHandlers } from './password';
import { registerHandlers } from './register';
import { identityHandlers } from './identity';
import { memberHandlers } from './member';
import { promotionsHandlers } from './promotions';
import { agentHandlers } from './agent';
import { walletHandlers } from './wallet';
import { feedbackHandlers, helpHandlers, inboxHandlers, supportHandlers } from './support';
import { bannersHandlers, gamesHandlers } from './games';

/**
 * Every endpoint id of the contracts table -> its handler. A new contracts area gets a domain
 * module of the same name here; a test fails while an endpoint has no handler.
 */
export const handlers: HandlerRegistry = {
  ...systemHandlers,
  ...authHandlers,
  ...smsHandlers,
  ...humanCheckHandlers,
  ...validationHandlers,
  ...lotteryHandlers,
  ...registerHandlers,
  ...passwordHandlers,
  ...announcementsHandlers,
  ...identityHandlers,
  ...memberHandlers,
  ...promotionsHandlers,
  ...agentHandlers,
  ...walletHandlers,
  ...feedbackHandlers,
  ...helpHandlers,
  ...inboxHandlers,
  ...supportHandlers,
  ...gamesHandlers,
  ...bannersHandlers,
};
