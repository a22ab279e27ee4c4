import type { Endpoint } from '../endpoint';
import { systemEndpoints } from './system';

/**
 * The endpoint table: every call of the backend, grouped by area. Add an area by writing its
 * module (one per domain) and listing it here; the simulator and the OpenAPI file follow.
 */
export const api = {
  system: systemEndpoints,
} as const;

export type Api = typeof api;

/** Every endpoint as a flat list, in table order. */
export const endpointList: Endpoint[] = Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]);

export * from './system';
