import type { Route } from '../endpoint';
import { systemRoutes } from './system';
import { lotteryRoutes } from './lottery';

/**
 * The route table: every call of the backend, by area, without schemas. The site calls by it
 * ('@m/contracts/routes'); src/api adds the schemas for the simulator and OpenAPI.
 */
export const routes = {
  system: systemRoutes,
  lottery: lotteryRoutes,
} as const;

export const routeList: Route[] = Object.values(routes).flatMap((area) => Object.values(area) as Route[]);

export { systemRoutes };
export { lotteryRoutes } from './lottery';
