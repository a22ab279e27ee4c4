/**
 * A response serialiser's fast path, for throughput. The game list, the site's heaviest
 * and most frequent answer, is 25 catalogue games: objects the world freezes once adopted
 * (engine/games/catalogue-rules.ts). fast-json-stringify wrote every one of them again on every
 * answer, a quarter of the simulator's CPU, plus as much again for Node to flatten its output
 * (thousands of small pieces) before sending it.
 *
 * Here a value is written by its schema, and a FROZEN object's text is kept (per schema): a frozen
 * object can never change, so its text stays true, and the next answer joins the kept texts.
 *
 * The bytes are fast-json-stringify's, or this path steps aside: a value is written here only when
 * it needs none of fast-json-stringify's coercions. Every object is a plain object with its
 * schema's required properties; every value has its schema's JSON type (integers integral,
 * numbers finite); consts and enums hold. Both then write the schema's properties in the schema's
 * order and leave any other key out (strings with the native JSON.stringify here, which escapes
 * as fast-json-stringify does). Anything else (a missing required property, a number where a
 * string is due, a Date, a class instance) answers undefined, and the caller serialises with
 * fast-json-stringify, which coerces or throws as it always did. So this path never changes an
 * answer; it only skips work.
 *
 * A schema with a keyword this file does not know (`$ref`, `if`, `allOf`, type lists...) gets no
 * writer at all (compileExactJson answers null) and is always serialised by fast-json-stringify.
 */
export type ExactJson = (value: unknown) => string | undefined;

type Schema = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** JSON Schema string length: code points, as ajv counts them (fast-json-stringify's anyOf asks ajv). */
function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Keywords that only describe a value (no effect on the bytes) or that this file handles. */
const KNOWN = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'items',
  'anyOf',
  'const',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  '$id',
  'title',
  'description',
  'examples',
  'default',
  'format',
  'contentEncoding',
]);

/**
 * Inside `anyOf`, fast-json-stringify writes the first branch that ajv VALIDATES, bounds included,
 * and throws when none does; so there the bounds are checked too. Outside it they do not change
 * the bytes and are not checked (fast-json-stringify does not check them either).
 */
function bounds(schema: Schema): ((v: unknown) => boolean) | null {
  // A format inside anyOf would need ajv's format checks: not attempted.
  if (schema.format !== undefined) return null;
  const checks: Array<(v: unknown) => boolean> = [];
  const num = (k: string) => (typeof schema[k] === 'number' ? (schema[k] as number) : undefined);
  const min = num('minimum');
  const max = num('maximum');
  const xmin = num('exclusiveMinimum');
  const xmax = num('exclusiveMaximum');
  if (min !== undefined) checks.push((v) => typeof v !== 'number' || v >= min);
  if (max !== undefined) checks.push((v) => typeof v !== 'number' || v <= max);
  if (xmin !== undefined) checks.push((v) => typeof v !== 'number' || v > xmin);
  if (xmax !== undefined) checks.push((v) => typeof v !== 'number' || v < xmax);
  const minLength = num('minLength');
  const maxLength = num('maxLength');
  if (minLength !== undefined) checks.push((v) => typeof v !== 'string' || codePoints(v) >= minLength);
  if (maxLength !== undefined) checks.push((v) => typeof v !== 'string' || codePoints(v) <= maxLength);
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern, 'u');
    checks.push((v) => typeof v !== 'string' || re.test(v));
  }
  const minItems = num('minItems');
  const maxItems = num('maxItems');
  if (minItems !== undefined) checks.push((v) => !Array.isArray(v) || v.length >= minItems);
  if (maxItems !== undefined) checks.push((v) => !Array.isArray(v) || v.length <= maxItems);
  return (v) => checks.every((c) => c(v));
}

/**
 * The text as one flat string. Text made by concatenation is a tree of pieces that V8 walks again
 * each time it is copied (every answer joins the kept texts); reading it as a number makes V8
 * flatten it in place, once (the `flatstr` idiom).
 */
function flat(text: string): string {
  Number(text);
  return text;
}

/** True when nothing reachable from `value` can change any more (every object and array frozen). */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  for (const key of Object.keys(value)) if (!deeplyFrozen((value as Record<string, unknown>)[key])) return false;
  return true;
}

/**
 * Where a schema sits: inside an `anyOf` (bounds matter) and how many objects or arrays enclose
 * it. Objects from depth 2 on (the items of a list, the parts of a record) are written here only
 * when frozen: their text is then kept. A large unfrozen value is fast-json-stringify's job (this
 * file writes one in JavaScript, a leaf at a time, slower than its compiled code); the envelope
 * and its value object are small, written here to reach the kept texts below them.
 */
interface Where {
  inAnyOf: boolean;
  depth: number;
}
const FROZEN_ONLY_DEPTH = 2;

function compile(schema: unknown, where: Where): ExactJson | null {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return null;
  const s = schema as Schema;
  const inAnyOf = where.inAnyOf;
  for (const key of Object.keys(s)) if (!KNOWN.has(key)) return null;
  const write = compileType(s, where);
  if (!write || !inAnyOf) return write;
  const fits = bounds(s);
  if (!fits) return null;
  return (v) => (fits(v) ? write(v) : undefined);
}

const jsonString: ExactJson = (v) => (typeof v === 'string' ? JSON.stringify(v) : undefined);

function compileType(s: Schema, where: Where): ExactJson | null {
  if (s.anyOf !== undefined) {
    if (s.type !== undefined || !Array.isArray(s.anyOf)) return null;
    // Every branch writes a value it fits the same way (a string as a string, an object by its
    // properties); but two OBJECT branches could differ in what they keep: not attempted.
    const objects = (s.anyOf as Schema[]).filter((b) => b.type === 'object' || b.type === 'array' || b.anyOf !== undefined).length;
    if (objects > 1) return null;
    const branches = s.anyOf.map((b) => compile(b, { ...where, inAnyOf: true }));
    if (branches.some((b) => b === null)) return null;
    const writers = branches as ExactJson[];
    return (v) => {
      for (const w of writers) {
        const text = w(v);
        if (text !== undefined) return text;
      }
      return undefined;
    };
  }
  if (s.const !== undefined) {
    const c = s.const;
    if (typeof c === 'object' && c !== null) return null;
    const text = JSON.stringify(c);
    return (v) => (v === c ? text : undefined);
  }
  if (s.enum !== undefined) {
    if (!Array.isArray(s.enum) || s.enum.some((x) => typeof x === 'object' && x !== null)) return null;
    const allowed = new Set(s.enum);
    return (v) => (allowed.has(v) ? JSON.stringify(v) : undefined);
  }
  switch (s.type) {
    case undefined:
      // The empty schema: fast-json-stringify writes it with JSON.stringify too.
      return Object.keys(s).some((k) => k !== '$id' && k !== 'title' && k !== 'description')
        ? null
        : (v) => (v === undefined ? undefined : JSON.stringify(v));
    case 'string':
      // fast-json-stringify writes format 'unsafe' without escaping: not JSON.stringify's bytes.
      return s.format === 'unsafe' ? null : jsonString;
    case 'integer':
      return (v) => (Number.isInteger(v) ? `${v as number}` : undefined);
    case 'number':
      return (v) => (typeof v === 'number' && Number.isFinite(v) ? `${v}` : undefined);
    case 'boolean':
      return (v) => (v === true ? 'true' : v === false ? 'false' : undefined);
    case 'null':
      return (v) => (v === null ? 'null' : undefined);
    case 'array': {
      const item = compile(s.items, { ...where, depth: where.depth + 1 });
      if (!item) return null;
      return (v) => {
        if (!Array.isArray(v)) return undefined;
        const parts = new Array<string>(v.length);
        for (let i = 0; i < v.length; i++) {
          const text = item(v[i]);
          if (text === undefined) return undefined;
          parts[i] = text;
        }
        return `[${parts.join(',')}]`;
      };
    }
    case 'object':
      return compileObject(s, where);
    default:
      return null;
  }
}

function compileObject(s: Schema, where: Where): ExactJson | null {
  const inner = { ...where, depth: where.depth + 1 };
  if (s.additionalProperties !== undefined && s.additionalProperties !== false) return null;
  let write: (v: Record<string, unknown>) => string | undefined;
  if (s.patternProperties !== undefined) {
    // A record: every key fits a pattern, written in the object's own order (as both serialisers do).
    if (s.properties !== undefined) return null;
    const patterns: Array<{ re: RegExp; write: ExactJson }> = [];
    for (const [pattern, sub] of Object.entries(s.patternProperties as Schema)) {
      const w = compile(sub, inner);
      if (!w) return null;
      patterns.push({ re: new RegExp(pattern), write: w });
    }
    write = (v) => {
      const parts: string[] = [];
      for (const key of Object.keys(v)) {
        const p = patterns.find((x) => x.re.test(key));
        const text = p && v[key] !== undefined ? p.write(v[key]) : undefined;
        if (text === undefined) return undefined;
        parts.push(`${JSON.stringify(key)}:${text}`);
      }
      return `{${parts.join(',')}}`;
    };
  } else {
    const props = (s.properties ?? {}) as Record<string, unknown>;
    const names = Object.keys(props);
    const writers: ExactJson[] = [];
    for (const name of names) {
      const w = compile(props[name], inner);
      if (!w) return null;
      writers.push(w);
    }
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    for (const r of required) if (!Object.hasOwn(props, r)) return null;
    // fast-json-stringify reads `value[name]`, inherited properties included: a name that
    // Object.prototype has ('constructor', 'toString'...) would read a function. Not attempted.
    if (names.some((n) => n in Object.prototype)) return null;
    const isRequired = names.map((n) => required.has(n));
    const prefixes = names.map((n) => `${JSON.stringify(n)}:`);
    const count = names.length;
    // As fast-json-stringify: the schema's properties in the schema's order, an undefined one left
    // out (a required one refused), any other key of the object left out.
    write = (v) => {
      // Parts joined once: a flat string (text built by `+=` is a rope Node flattens again to send).
      const parts: string[] = [];
      for (let i = 0; i < count; i++) {
        const value = v[names[i]!];
        if (value === undefined) {
          if (isRequired[i]) return undefined;
          continue;
        }
        const text = writers[i]!(value);
        if (text === undefined) return undefined;
        parts.push(prefixes[i]! + text);
      }
      return `{${parts.join(',')}}`;
    };
  }
  // Frozen objects keep their text, for this schema (inside anyOf the bounds run first, in compile()).
  const kept = new WeakMap<object, string>();
  const frozenOnly = where.depth >= FROZEN_ONLY_DEPTH;
  return (v) => {
    if (!isPlainObject(v)) return undefined;
    const frozen = Object.isFrozen(v);
    if (frozen) {
      const known = kept.get(v);
      if (known !== undefined) return known;
    } else if (frozenOnly) {
      return undefined;
    }
    const text = write(v);
    if (text !== undefined && frozen && deeplyFrozen(v)) kept.set(v, flat(text));
    return text;
  };
}

/** The writer of a response schema, or null when the schema uses what this file does not handle. */
export function compileExactJson(schema: unknown): ExactJson | null {
  return compile(schema, { inAnyOf: false, depth: 0 });
}
