import type { Endpoint } from '../endpoint';
import { systemEndpoints } from './system';
import { authEndpoints } from './auth';
import { humanCheckEndpoints } from './human-check';
import { smsEndpoints } from './sms';
import { validationEndpoints } from './validation';
import { lotteryEndpoints } from './lottery';
import { announcementsEndpoints } from './announcements';
import { passwordEndpoints } from './password';
import { registerEndpoints } from './register';
import { identityEndpoints } from './identity';
import { memberEndpoints } from './member';
import { promotionsEndpoints } from './promotions';
import { agentEndpoints } from './agent';
import { walletEndpoints } from './wallet';
import { feedbackEndpoints, helpEndpoints, inboxEndpoints, supportEndpoints } from './support';
import { bannersEndpoints, gamesEndpoints } from './games';

/**
 * The endpoint table: every call of the backend, grouped by area. Add an area by writing its route
 * module (src/routes) and its schema module (here), and listing both; the simulator and the OpenAPI file follow.
 * Paths live in the route tables (src/routes); this adds their schemas.
 */
export const api = {
  system: systemEndpoints,
  auth: authEndpoints,
  sms: smsEndpoints,
  humanCheck: humanCheckEndpoints,
  validation: validationEndpoints,
  lottery: lotteryEndpoints,
  register: registerEndpoints,
  password: passwordEndpoints,
  announcements: announcementsEndpoints,
  identity: identityEndpoints,
  member: memberEndpoints,
  promotions: promotionsEndpoints,
  agent: agentEndpoints,
  wallet: walletEndpoints,
  feedback: feedbackEndpoints,
  help: helpEndpoints,
  inbox: inboxEndpoints,
  support: supportEndpoints,
  games: gamesEndpoints,
  banners: bannersEndpoints,
} as const;

export type Api = typeof api;

/** Every endpoint as a flat list, in table order. */
export const endpointList: Endpoint[] = Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]);

export * from './system';
export * from './auth';
export * from './sms';
export * from './human-check';
export * from './validation';
export * from './lottery';
export * from './announcements';
export * from './password';
export * from './register';
export * from './identity';
export * from './member';
export * from './promotions';
export * from './agent';
export * from './wallet';
export * from './support';
export * from './games';
