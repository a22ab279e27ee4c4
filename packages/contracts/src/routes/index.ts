import type { Route } from '../endpoint';
import { systemRoutes } from './system';
import { announcementsRoutes } from './announcements';
import { passwordRoutes } from './password';
import { registerRoutes } from './register';
import { lotteryRoutes } from './lottery';

/**
 * The route table: every call of the backend, by area, without schemas. The site calls by it
 * ('@m/contracts/routes'); src/api adds the schemas for the simulator and OpenAPI.
 */
export const routes = {
  system: systemRoutes,
  register: registerRoutes,
  password: passwordRoutes,
  announcements: announcementsRoutes,
  lottery: lotteryRoutes,
} as const;

export const routeList: Route[] = Object.values(routes).flatMap((area) => Object.values(area) as Route[]);

export { systemRoutes };
export { announcementsRoutes } from './announcements';
export { passwordRoutes } from './password';
export { REGISTER_FIELD_NAMES, REGISTER_METHOD_FIELDS, REGISTER_METHODS, registerRoutes, type RegisterFieldName, type RegisterMethod } from './register';
export { lotteryRoutes } from './lottery';
