import type { Endpoint } from '../endpoint';
import { systemEndpoints } from './system';
import { lotteryEndpoints } from './lottery';

/**
 * The endpoint table: every call of the backend, grouped by area. Add an area by writing its route
 * module (src/routes) and its schema module (here), and listing both; the simulator and the OpenAPI file follow.
 * Paths live in the route tables (src/routes); this adds their schemas.
 */
export const api = {
  system: systemEndpoints,
  lottery: lotteryEndpoints,
} as const;

export type Api = typeof api;

/** Every endpoint as a flat list, in table order. */
export const endpointList: Endpoint[] = Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]);

export * from './system';
export * from './lottery';
