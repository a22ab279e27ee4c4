import type { Route } from '../endpoint';
import { systemRoutes } from './system';
import { authRoutes } from './auth';
import { humanCheckRoutes } from './human-check';
import { smsRoutes } from './sms';
import { validationRoutes } from './validation';
import { lotteryRoutes } from './lottery';
import { announcementsRoutes } from './announcements';
import { passwordRoutes } from './password';
import { registerRoutes } from './register';
import { identityRoutes } from './identity';
import { memberRoutes } from './member';
import { bannersRoutes, gamesRoutes } from './games';

/**
 * The route table: every call of the backend, by area, without schemas. The site calls by it
 * ('@m/contracts/routes'); src/api adds the schemas for the simulator and OpenAPI.
 */
export const routes = {
  system: systemRoutes,
  auth: authRoutes,
  sms: smsRoutes,
  humanCheck: humanCheckRoutes,
  validation: validationRoutes,
  lottery: lotteryRoutes,
  register: registerRoutes,
  password: passwordRoutes,
  announcements: announcementsRoutes,
  identity: identityRoutes,
  member: memberRoutes,
  games: gamesRoutes,
  banners: bannersRoutes,
} as const;

export const routeList: Route[] = Object.values(routes).flatMap((area) => Object.values(area) as Route[]);

export { systemRoutes };
export { authRoutes, humanCheckRoutes, smsRoutes, validationRoutes };
export { lotteryRoutes } from './lottery';
export { announcementsRoutes } from './announcements';
export { passwordRoutes } from './password';
export { identityRoutes } from './identity';
export { REGISTER_FIELD_NAMES, REGISTER_METHOD_FIELDS, REGISTER_METHODS, registerRoutes, type RegisterFieldName, type RegisterMethod } from './register';
export { memberRoutes } from './member';
export { bannersRoutes, gamesRoutes } from './games';
