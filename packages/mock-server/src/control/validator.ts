import { Kind, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { limitViolation, type ValueLimits } from '../engine/validate';

/**
 * The control API's one validator, used by the router for both transports (Fastify and MSW):
 * each schema of the route table compiled once by TypeBox's TypeCompiler (on first use, so a cold
 * start compiles nothing it does not serve), JSON bounds first, and a 400 naming the first bad
 * place on failure.
 */

/** Bounds of control bodies: state patches and overrides are JSON of bounded depth and size. */
export const CONTROL_LIMITS: ValueLimits = { maxDepth: 32, maxString: 65_536, maxEntries: 10_000 };

/** A refused control request: answered `{ error: message }` with this status. */
export class ControlFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

function checker(schema: TSchema): TypeCheck<TSchema> {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

/** Refuses JSON deeper or bigger than CONTROL_LIMITS before anything walks it. */
export function assertBounded(value: unknown, what: string): void {
  const bad = limitViolation(value, CONTROL_LIMITS);
  if (bad) throw new ControlFailure(400, `${what}${bad.path} ${bad.reason}`);
}

/**
 * The first error of a value, as `path: message`. A union (one fault or an array of faults) is
 * reported against the member of the value's kind, so the message names the field, not "union".
 */
function firstError(schema: TSchema, value: unknown): { path: string; message: string } | null {
  if (schema[Kind] === 'Union') {
    const members = schema.anyOf as TSchema[];
    const member = members.find((m) => (m.type === 'array') === Array.isArray(value)) ?? members[0];
    if (member) return checker(member).Errors(value).First() ?? null;
  }
  const first = checker(schema).Errors(value).First();
  if (!first) return null;
  // A nullable field (`Integer | null`): report why the value is not the non-null member (its bound).
  const member = first.errors
    ?.map((errors) => errors.First())
    .find((e) => e !== undefined && (e.schema as { type?: string }).type !== 'null');
  return member ? { path: member.path, message: member.message } : first;
}

/**
 * Checks one part of a control request and returns it typed. An absent body of an object schema
 * reads as `{}` (every field optional, or the missing ones named).
 */
export function validate<T>(schema: TSchema, input: unknown, what: string, options: { bounded?: boolean } = {}): T {
  const value = input === undefined && schema[Kind] === 'Object' ? {} : input;
  if (options.bounded !== false) assertBounded(value, what);
  if (checker(schema).Check(value)) return value as T;
  const first = firstError(schema, value);
  throw new ControlFailure(400, `${what}${first?.path ?? ''}: ${first?.message ?? 'is not valid'}`);
}
