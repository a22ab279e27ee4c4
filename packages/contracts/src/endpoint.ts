import type { Static, TSchema } from '@sinclair/typebox';
import type { WhitelabelKey } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the backend, as data. The table of these values is the only place a
 * path is written: the simulator registers routes by looping over it, the site's client calls
 * by it, OpenAPI is generated from it.
 */
export interface Endpoint<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  P extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  /** Stable id, `area.name`. */
  id: string;
  area: string;
  summary: string;
  method: HttpMethod;
  /** Fastify-style path under /api, `:name` for path parameters. */
  path: string;
  /** Needs the session token. */
  auth: boolean;
  /** Quiet calls never show an error to the user. */
  quiet: boolean;
  /** Body sent encrypted by the shared codec (codec.ts). */
  encrypted: boolean;
  /** Body encoding; default json. */
  bodyType?: 'json' | 'form';
  /** White-label module the call belongs to; sent in the module header. */
  module?: WhitelabelKey;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of `value` in the success envelope. */
  response: R;
}

export const defineEndpoint = <
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
>(
  e: Endpoint<Q, B, P, R>,
): Endpoint<Q, B, P, R> => e;

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** The `value` an endpoint answers with. */
export type ValueOf<E> = E extends Endpoint<TSchema | undefined, TSchema | undefined, TSchema | undefined, infer R> ? Static<R> : never;
export type QueryOf<E> = E extends Endpoint<infer Q> ? StaticOr<Q, undefined> : never;
export type BodyOf<E> = E extends Endpoint<TSchema | undefined, infer B> ? StaticOr<B, undefined> : never;
export type ParamsOf<E> = E extends Endpoint<TSchema | undefined, TSchema | undefined, infer P> ? StaticOr<P, undefined> : never;

/** The path with its parameters filled in. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
