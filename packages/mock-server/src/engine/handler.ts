import type { BodyOf, Endpoint, ParamsOf, QueryOf, ValueOf } from '@m/contracts';
import type { SimUser, WorldState } from './state';
import type { Headers } from './headers';
import type { World } from './world';

export type { Headers };

/** What a domain handler gets: the world, the validated request and, for auth calls, the session. */
export interface HandlerContext<E extends Endpoint = Endpoint> {
  world: World;
  state: WorldState;
  /** World clock, read once per request. */
  now: number;
  query: QueryOf<E>;
  body: BodyOf<E>;
  params: ParamsOf<E>;
  /** Lower-case header names. */
  headers: Headers;
  /** Set for `auth: true` endpoints (dispatch refuses the call without a live session). */
  session: { token: string; user: SimUser } | null;
}

export type Handler = (ctx: HandlerContext) => unknown;

/** Endpoint id -> handler. Domain modules each export one; `domains/index.ts` joins them. */
export type HandlerRegistry = Record<string, Handler>;

/**
 * Typed handler for one endpoint: the context and the return value are typed by the contract.
 * Handlers return the `value` of the success envelope or throw a SimError.
 */
export function defineHandler<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => ValueOf<E> | Promise<ValueOf<E>>,
): HandlerRegistry {
  // The registry is keyed by id at run time; the contract type only narrows inside the handler.
  return { [endpoint.id]: handler as unknown as Handler };
}
