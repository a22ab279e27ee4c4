import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { badRequest } from './errors';

export type RequestPart = 'querystring' | 'body' | 'params';

/**
 * Validates one part of a request against its contract schema the way Fastify does (extra
 * properties removed, defaults filled, strings of a query coerced) and returns the cleaned
 * value. Used by transports that have no validator of their own (MSW) and for encrypted bodies,
 * which only the engine can read. Failure: 400 bad.request naming the field.
 */
export function validatePart(schema: TSchema, part: RequestPart, input: unknown): unknown {
  let value = Value.Clone(input ?? (part === 'body' ? input : {}));
  value = Value.Clean(schema, value);
  value = Value.Default(schema, value);
  if (part !== 'body') value = Value.Convert(schema, value);
  const first = Value.Errors(schema, value).First();
  if (first) {
    const field = first.path.replace(/^\//, '').split('/')[0] || part;
    throw badRequest(field, `${part}${first.path || ''} ${first.message}`.trim());
  }
  return value;
}
