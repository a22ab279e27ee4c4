import type { SimEngine } from '../engine/assembly/engine';
import type { RouteAnswer, RouteBody, RouteId, RouteParams, RouteQuery } from './types';

/**
 * The types of the control handler table, apart from router.ts: router.ts spreads qa-routes.ts
 * and catalogue-routes.ts into its table, and those type their part with these, so neither needs
 * to import the router (docs/decisions/toolkit.md ENG-CYCLES).
 */

/** What a handler gets: the engine and the request parts, already valid and typed by the table. */
export interface ControlContext<K extends RouteId> {
  engine: SimEngine;
  params: RouteParams<K>;
  query: RouteQuery<K>;
  body: RouteBody<K>;
}
/** A handler answers its route's response type (status from the table) or throws a ControlFailure. */
export type ControlHandlers = { [K in RouteId]: (ctx: ControlContext<K>) => RouteAnswer<K> };
