import fastJsonStringify from 'fast-json-stringify';
import { compileExactJson, type ExactJson } from './exact-json';

/**
 * The response serialisers of the simulator's routes, built for a fast cold start. Fastify's default
 * compiles one fast-json-stringify serialiser per route and status while the app starts (88
 * routes x 200, 4xx and 5xx): this compiler builds each on the route's first answer instead and
 * shares one per schema object (every route's 4xx and 5xx are the same ErrorEnvelope). The
 * serialiser itself is fast-json-stringify with Fastify's options, so the bytes are unchanged.
 *
 * Tried and dropped (docs/decisions/simulator.md "The request path"): projecting the value in schema order and handing it
 * to the native JSON.stringify; on Node 20 that was slower than fast-json-stringify for the
 * game list (16 KB), and so was checking the shape without a copy and then JSON.stringify.
 * Keeping the text of frozen objects (exact-json.ts) is what pays.
 */

type Serializer = (value: unknown) => string;

/**
 * Built on first use. A value of exactly its schema's shape goes through exact-json.ts, which
 * keeps the text of frozen objects (the catalogue's games): the same bytes, without writing the
 * game list's 25 games again on every answer. Anything else, and every value
 * exact-json.ts steps aside for, goes through fast-json-stringify as before.
 */
function lazySerializer(schema: object, options: object): Serializer {
  let compiled: Serializer | undefined;
  let exact: ExactJson | null | undefined;
  return (value) => {
    if (exact === undefined) exact = compileExactJson(schema);
    const text = exact?.(value);
    if (text !== undefined) return text;
    compiled ??= fastJsonStringify(schema, options) as Serializer;
    return compiled(value);
  };
}

/**
 * Fastify's `schemaController.compilersFactory.buildSerializer` (server.ts): the same options as
 * Fastify's own (its serializerOpts and shared schemas), serialisers built lazily and shared.
 */
export function buildSerializer(externalSchemas: unknown, serializerOpts: unknown) {
  const options = { ...(serializerOpts as object | undefined), schema: externalSchemas };
  const bySchema = new WeakMap<object, Serializer>();
  return ({ schema }: { schema?: unknown }): Serializer => {
    const key = (schema ?? {}) as object;
    let serializer = bySchema.get(key);
    if (!serializer) {
      serializer = lazySerializer(key, options);
      bySchema.set(key, serializer);
    }
    return serializer;
  };
}
