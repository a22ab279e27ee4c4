import type { Static, TSchema } from '@sinclair/typebox';
import { ENCRYPTION_HEADER, ENCRYPTION_HEADER_VALUE, MODULE_HEADER, type WhitelabelKey } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a call needs to be made, without its schemas (A-017). The route tables
 * (src/routes/*.ts) are the ONLY place a path is written. They import no schema library at run
 * time, so the site's bundle stays light; their static types come from the schemas through
 * `import type`, so no type is written twice.
 */
export interface RouteMeta {
  /** Stable id, `area.name`. */
  id: string;
  method: HttpMethod;
  /** Path under /api, `:name` for path parameters. */
  path: string;
  /** Needs the session token (A-014). */
  auth: boolean;
  /** Quiet calls never show an error to the user (A-015). */
  quiet: boolean;
  /** Body sent encrypted by the shared codec ('@m/contracts/codec'). */
  encrypted: boolean;
  /** Body encoding; default json. */
  bodyType?: 'json' | 'form';
  /** White-label module the call belongs to; sent in the module header (A-016). */
  module?: WhitelabelKey;
  /** Largest request body in bytes the server accepts for this call (default: the server's, 1 MB). */
  bodyLimit?: number;
}

/**
 * The headers the contract requires of a call: the module header with the call's module
 * (A-016) and `x-encrypted: aes` on an encrypted body. The simulator refuses a call without them
 * (400 naming the header); the OpenAPI document lists them as required parameters.
 */
export function contractHeaders(route: Pick<RouteMeta, 'module' | 'encrypted'>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (route.module) headers[MODULE_HEADER] = route.module;
  if (route.encrypted) headers[ENCRYPTION_HEADER] = ENCRYPTION_HEADER_VALUE;
  return headers;
}

/** The static types of a call: its query, body, path parameters and success `value`. */
export interface RouteTypes {
  query?: unknown;
  body?: unknown;
  params?: unknown;
  value: unknown;
}

export interface Route<T extends RouteTypes = RouteTypes> extends RouteMeta {
  /** Phantom: carries T to the type system; never present at run time. */
  readonly __types?: T;
}

/** A route typed by `T`, e.g. `defineRoute<{ value: Settings }>({...})`. */
export const defineRoute = <T extends RouteTypes>(meta: RouteMeta): Route<T> => meta;

type SchemaFor<V> = TSchema & { static: V };
type PartSchema<T extends RouteTypes, K extends 'query' | 'body' | 'params'> = T extends Record<K, infer V> ? SchemaFor<V> : undefined;

export interface EndpointSchemas<T extends RouteTypes = RouteTypes> {
  summary: string;
  query?: PartSchema<T, 'query'>;
  body?: PartSchema<T, 'body'>;
  params?: PartSchema<T, 'params'>;
  /** Schema of `value` in the success envelope. */
  response: SchemaFor<T['value']>;
}

/**
 * A route with its schemas: what the simulator validates and serialises with and what OpenAPI
 * is generated from.
 */
export interface Endpoint<T extends RouteTypes = RouteTypes> extends Route<T> {
  /** The area (the id's prefix). */
  area: string;
  summary: string;
  query?: TSchema;
  body?: TSchema;
  params?: TSchema;
  response: TSchema;
}

/** Joins a route and its schemas; the compiler checks the schemas match the route's types. */
export const withSchemas = <T extends RouteTypes>(route: Route<T>, schemas: EndpointSchemas<T>): Endpoint<T> => ({
  ...route,
  area: route.id.split('.')[0] ?? route.id,
  ...(schemas as Omit<Endpoint<T>, keyof RouteMeta | 'area'>),
});

type TypesOf<R> = R extends Route<infer T> ? T : never;

/** The `value` a call answers with. */
export type ValueOf<R> = TypesOf<R>['value'];
export type QueryOf<R> = TypesOf<R> extends { query: infer Q } ? Q : undefined;
export type BodyOf<R> = TypesOf<R> extends { body: infer B } ? B : undefined;
export type ParamsOf<R> = TypesOf<R> extends { params: infer P } ? P : undefined;

/** The path with its parameters filled in. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

type SchemaPart<K extends string, S> = S extends TSchema ? { [P in K]: Static<S> } : unknown;

/** The static types of an endpoint, derived from its schemas (never written by hand). */
export type TypesFromSchemas<R extends TSchema, Q, B, P> = { value: Static<R> } & SchemaPart<'query', Q> &
  SchemaPart<'body', B> &
  SchemaPart<'params', P>;

/** Everything about one endpoint, written once: its route metadata and its schemas. */
export interface EndpointDefinition<R extends TSchema, Q, B, P> extends RouteMeta {
  summary: string;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of `value` in the success envelope. */
  response: R;
}

/**
 * Defines an endpoint ONCE (src/api/<area>.ts): path, flags and schemas together; its types come
 * from the schemas. The site's schema-free route table (src/routes/generated.ts) is generated
 * from these by `pnpm --filter @m/contracts routes`, and a test fails when it is stale.
 */
export function defineEndpoint<
  R extends TSchema,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(def: EndpointDefinition<R, Q, B, P>): Endpoint<TypesFromSchemas<R, Q, B, P>> {
  return { ...def, area: def.id.split('.')[0] ?? def.id } as Endpoint<TypesFromSchemas<R, Q, B, P>>;
}

/** The static types carried by a route or endpoint (used by the generated route table). */
export type TypesOfRoute<R> = R extends Route<infer T> ? T : never;
