import { Kind, OptionalKind, type TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import { codePointLength } from '../engine/validate';

/**
 * fast-check arbitraries built from the contract's own TypeBox schemas (conformance
 * suite): `validValue` draws values the schema accepts, `brokenFields` the ways to break ONE top-level
 * field (with the field a 400 must name). Covers the kinds the contract uses: Object, String
 * (min/maxLength in code points, pattern), Integer, Number, Boolean, Literal, Union, Array, Null.
 */

type S = TSchema & Record<string, unknown>;

/** Strings without a bound stay short: the point is the shape, not the size (the fuzz suite does sizes). */
const FREE_STRING_MAX = 12;
const FREE_ARRAY_MAX = 3;

const kindOf = (s: S): string => (s[Kind] as string | undefined) ?? '';

/** Characters of a drawn string: mostly ASCII, some accented and astral (a length is counted in code points). */
const char = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.') },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ã', 'ệ', 'ß', '中') },
  { weight: 1, arbitrary: fc.constantFrom('😀', '𝕏', '🎰', '👍🏽') },
);

function stringArb(s: S): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = (s.maxLength as number | undefined) ?? Math.max(min, FREE_STRING_MAX);
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern);
    return fc.stringMatching(re).filter((v) => {
      const n = codePointLength(v);
      return n >= min && n <= max;
    });
  }
  // Each element is one code point, except the emoji with a skin tone (two): bounded by a filter.
  return fc
    .array(char, { minLength: min, maxLength: Math.min(max, min + FREE_STRING_MAX) })
    .map((cs) => cs.join(''))
    .filter((v) => {
      const n = codePointLength(v);
      return n >= min && n <= max;
    });
}

function integerArb(s: S): fc.Arbitrary<number> {
  let min = (s.minimum as number | undefined) ?? -1000;
  let max = (s.maximum as number | undefined) ?? 1_000_000;
  if (typeof s.exclusiveMinimum === 'number') min = Math.max(min, s.exclusiveMinimum + 1);
  if (typeof s.exclusiveMaximum === 'number') max = Math.min(max, s.exclusiveMaximum - 1);
  // Small values and the bounds themselves are drawn more often than the middle of a wide range.
  return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max), fc.integer({ min, max: Math.min(max, min + 20) }));
}

function numberArb(s: S): fc.Arbitrary<number> {
  const min = (s.minimum as number | undefined) ?? -1000;
  const max = (s.maximum as number | undefined) ?? 1_000_000;
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  const lo = exMin !== undefined ? Math.max(min, exMin) : min;
  const hi = exMax !== undefined ? Math.min(max, exMax) : max;
  return fc
    .oneof(
      fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }),
      fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100),
    )
    .filter((n) => n >= min && n <= max && (exMin === undefined || n > exMin) && (exMax === undefined || n < exMax));
}

/** Values the schema accepts. */
export function validValue(schema: TSchema): fc.Arbitrary<unknown> {
  const s = schema as S;
  if ('const' in s) return fc.constant(s.const);
  switch (kindOf(s)) {
    case 'Literal':
      return fc.constant(s.const);
    case 'Union':
      return fc.oneof(...(s.anyOf as TSchema[]).map(validValue));
    case 'String':
      return stringArb(s);
    case 'Integer':
      return integerArb(s);
    case 'Number':
      return numberArb(s);
    case 'Boolean':
      return fc.boolean();
    case 'Null':
      return fc.constant(null);
    case 'Array': {
      const min = (s.minItems as number | undefined) ?? 0;
      const max = Math.min((s.maxItems as number | undefined) ?? FREE_ARRAY_MAX, min + FREE_ARRAY_MAX);
      return fc.array(validValue(s.items as TSchema), { minLength: min, maxLength: max });
    }
    case 'Object': {
      const props = (s.properties ?? {}) as Record<string, TSchema>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = validValue(v);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value that breaks a schema of one field, whatever else holds; null when the schema takes anything. */
export function brokenValue(schema: TSchema, wire: 'json' | 'query'): fc.Arbitrary<unknown> | null {
  const s = schema as S;
  const options: fc.Arbitrary<unknown>[] = [];
  const kind = kindOf(s);
  const allowed = (v: unknown): boolean => {
    if (kind === 'Union') return (s.anyOf as S[]).some((u) => u.const === v);
    return 'const' in s && s.const === v;
  };
  if (kind === 'Literal' || (kind === 'Union' && (s.anyOf as S[]).every((u) => 'const' in u))) {
    options.push(fc.constantFrom('zz-not-listed', 987_654, 'ANDROID2').filter((v) => !allowed(v) && !allowed(String(v))));
  }
  if (kind === 'String') {
    // Bounds past a request body's size (an image's Base64) are the fuzz suite's business.
    if (typeof s.maxLength === 'number' && s.maxLength < 1000) {
      // One code point over the bound, in astral characters half the time (counted as JSON Schema counts).
      options.push(fc.constantFrom('x', '😀', 'é').map((c) => c.repeat((s.maxLength as number) + 1)));
    }
    if (typeof s.minLength === 'number' && s.minLength > 0) options.push(fc.constant('x'.repeat(s.minLength - 1)));
    if (typeof s.pattern === 'string') {
      const re = new RegExp(s.pattern);
      options.push(
        fc
          .constantFrom('!!', 'zz zz', '😀', '1;DROP')
          .filter((v) => !re.test(v) && (s.maxLength === undefined || v.length <= (s.maxLength as number))),
      );
    }
    if (wire === 'json') options.push(fc.constantFrom(12, true, ['x']));
  }
  if (kind === 'Integer' || kind === 'Number') {
    const min = s.minimum as number | undefined;
    const max = s.maximum as number | undefined;
    if (min !== undefined) options.push(fc.constant(min - 1));
    if (max !== undefined) options.push(fc.constant(max + 1));
    if (kind === 'Integer') options.push(fc.constant(1.5));
    options.push(wire === 'json' ? fc.constantFrom('12', null, [1]) : fc.constantFrom('abc', '1e3x', 'NaN'));
  }
  if (kind === 'Boolean') options.push(wire === 'json' ? fc.constantFrom('true', 1, null) : fc.constantFrom('yes', '2'));
  if (kind === 'Array') {
    const maxItems = s.maxItems as number | undefined;
    if (maxItems !== undefined && maxItems < 20) {
      const item = validValue(s.items as TSchema);
      options.push(fc.array(item, { minLength: maxItems + 1, maxLength: maxItems + 1 }));
    }
    if (wire === 'json') options.push(fc.constantFrom('not-a-list', 3));
  }
  if (kind === 'Object' && wire === 'json') options.push(fc.constantFrom('not-an-object', 3, [1]));
  return options.length ? fc.oneof(...options) : null;
}

export interface BreakPlan {
  /** The top-level field the 400 must name. */
  field: string;
  /** The part with the field changed or removed. */
  change: (valid: Record<string, unknown>) => Record<string, unknown>;
}

/** Ways to break ONE field of an object schema (a request part): remove a required one, give one a bad value, add an unknown one to a closed object. */
export function brokenFields(schema: TSchema, wire: 'json' | 'query', refusesUnknown = wire === 'json'): fc.Arbitrary<BreakPlan> | null {
  const s = schema as S;
  const props = (s.properties ?? {}) as Record<string, S>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  const plans: fc.Arbitrary<BreakPlan>[] = [];
  for (const [name, prop] of Object.entries(props)) {
    // A missing required field without a default (the server fills a default in).
    if (required.has(name) && prop[OptionalKind] === undefined && prop.default === undefined) {
      plans.push(
        fc.constant({
          field: name,
          change: (v) => {
            const { [name]: _gone, ...rest } = v;
            return rest;
          },
        }),
      );
    }
    const bad = brokenValue(prop, wire);
    if (bad) plans.push(bad.map((value) => ({ field: name, change: (v: Record<string, unknown>) => ({ ...v, [name]: value }) })));
  }
  // Unknown query names are ignored (as Fastify does); an unknown body field of a closed object is refused.
  if (refusesUnknown && s.additionalProperties === false) {
    plans.push(
      fc
        .constantFrom('zzz', 'promotionID', 'usename')
        .filter((k) => !(k in props))
        .map((k) => ({ field: k, change: (v: Record<string, unknown>) => ({ ...v, [k]: 1 }) })),
    );
  }
  return plans.length ? fc.oneof(...plans) : null;
}

/** A query value as it travels in a URL. */
export function queryText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}
