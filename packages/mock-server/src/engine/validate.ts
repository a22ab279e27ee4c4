import { ENCRYPTION_HEADER, ENCRYPTION_HEADER_VALUE, MODULE_HEADER, type Endpoint } from '@m/contracts';
import { FormatRegistry, Kind, TypeRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { DefaultErrorFunction, SetErrorFunction } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { badRequest } from './errors';
import type { Headers } from './headers';

export type RequestPart = 'querystring' | 'body' | 'params';

/**
 * The length of a string as JSON Schema counts it: Unicode code points (RFC 8259 characters), not
 * UTF-16 units as `String.length` does. A lone surrogate counts as one.
 */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * TypeBox checks `minLength`/`maxLength` with `String.length`, so 5 emoji under `maxLength: 8`
 * were refused and 3 emoji passed `minLength: 5`. Every checked schema is compiled from a copy in
 * which each bounded string is this kind: the same bounds, pattern and format, lengths in code
 * points. Defaults, cleaning and coercion still read the contract's own schema.
 */
const CODE_POINT_STRING = 'CodePointString';

interface BoundedString {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

const stringPatterns = new Map<string, RegExp>();
const patternOf = (pattern: string): RegExp => {
  let re = stringPatterns.get(pattern);
  if (!re) stringPatterns.set(pattern, (re = new RegExp(pattern)));
  return re;
};

/** Why a string breaks a bounded string schema, in TypeBox's words; null when it fits. */
function boundedStringProblem(schema: BoundedString, value: unknown): string | null {
  if (typeof value !== 'string') return 'Expected string';
  const length = schema.minLength !== undefined || schema.maxLength !== undefined ? codePointLength(value) : 0;
  if (schema.minLength !== undefined && length < schema.minLength) return `Expected string length greater or equal to ${schema.minLength}`;
  if (schema.maxLength !== undefined && length > schema.maxLength) return `Expected string length less or equal to ${schema.maxLength}`;
  if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value)) return `Expected string to match '${schema.pattern}'`;
  if (schema.format !== undefined) {
    const format = FormatRegistry.Get(schema.format);
    if (!format) return `Unknown format '${schema.format}'`;
    if (!format(value)) return `Expected string to match '${schema.format}' format`;
  }
  return null;
}

TypeRegistry.Set<BoundedString>(CODE_POINT_STRING, (schema, value) => boundedStringProblem(schema, value) === null);
SetErrorFunction((param) =>
  param.schema[Kind] === CODE_POINT_STRING
    ? (boundedStringProblem(param.schema as BoundedString, param.value) ?? 'Expected string')
    : DefaultErrorFunction(param),
);

const codePointCopies = new WeakMap<object, unknown>();

/** The schema with every length-bounded string counted in code points (copied once per schema object). */
export function withCodePointLengths<T extends TSchema>(schema: T): T {
  return codePointCopy(schema) as T;
}

function codePointCopy(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const known = codePointCopies.get(node);
  if (known) return known;
  let out: unknown;
  if (Array.isArray(node)) out = node.map(codePointCopy);
  else {
    const copy: Record<string | symbol, unknown> = {};
    for (const key of Reflect.ownKeys(node)) copy[key] = codePointCopy((node as Record<string | symbol, unknown>)[key]);
    if (copy[Kind] === 'String' && (copy.minLength !== undefined || copy.maxLength !== undefined)) copy[Kind] = CODE_POINT_STRING;
    out = copy;
  }
  codePointCopies.set(node, out);
  return out;
}

/** A compiled check of a schema that counts string lengths as JSON Schema does (responses too). */
export function compileContractCheck(schema: TSchema): TypeCheck<TSchema> {
  return TypeCompiler.Compile(withCodePointLengths(schema));
}

/** The first place a value breaks a schema (code-point lengths), as TypeBox reports it; undefined when it fits. */
export const firstSchemaError = (schema: TSchema, value: unknown) => Value.Errors(withCodePointLengths(schema), value).First();

/**
 * The headers a contract requires: the white-label module header with its
 * constant and `x-encrypted: aes` on encrypted bodies. A missing or wrong value is a 400
 * naming the header, checked before the body is read, as a real gateway would.
 */
export function assertHeaders(endpoint: Endpoint, headers: Headers | undefined): void {
  if (endpoint.module) {
    const sent = headers?.[MODULE_HEADER];
    if (sent !== endpoint.module) {
      throw badRequest(MODULE_HEADER, `header ${MODULE_HEADER} must be '${endpoint.module}'${sent === undefined ? ' (missing)' : ''}`);
    }
  }
  if (endpoint.encrypted && endpoint.body) {
    const sent = headers?.[ENCRYPTION_HEADER];
    if (sent !== ENCRYPTION_HEADER_VALUE) {
      throw badRequest(
        ENCRYPTION_HEADER,
        `header ${ENCRYPTION_HEADER} must be '${ENCRYPTION_HEADER_VALUE}'${sent === undefined ? ' (missing)' : ''}`,
      );
    }
  }
}

const queryNames = new WeakMap<Endpoint, ReadonlySet<string>>();

/**
 * Unknown query parameters are refused (400 naming the parameter), as unknown body fields are:
 * the OpenAPI document lists every parameter of an operation, so a name it does not list is not
 * part of the contract (docs/decisions/contract.md, A-017). One rule for every
 * endpoint, with or without a query schema. The names are worked out once per endpoint.
 */
export function assertKnownQuery(endpoint: Endpoint, query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  let known = queryNames.get(endpoint);
  if (!known) {
    known = new Set(Object.keys((endpoint.query?.properties as Record<string, unknown> | undefined) ?? {}));
    queryNames.set(endpoint, known);
  }
  for (const name in query) {
    if (!known.has(name)) throw badRequest(name, `querystring/${name} is not a parameter of ${endpoint.method} ${endpoint.path}`);
  }
}

/**
 * The query of a call, checked once per endpoint and query string, for throughput: the
 * general bounds, the names (assertKnownQuery) and the schema (validatePart), memoised by the
 * query string as sent. A site asks the same few query strings over and over, and the answer is a
 * function of the endpoint and that string alone (no world, no clock), so a string seen before
 * skips every check and gets a copy of the value it got then: as strict, a fraction of the cost.
 * Bounded (cleared when full); failures are not kept. Without the string (a caller that has only
 * the parsed query) every check runs.
 */
const checkedQueries = new WeakMap<Endpoint, Map<string, Record<string, unknown>>>();

export function checkQuery(endpoint: Endpoint, query: unknown, raw?: string): unknown {
  let memo: Map<string, Record<string, unknown>> | undefined;
  if (raw !== undefined) {
    memo = checkedQueries.get(endpoint);
    if (!memo) checkedQueries.set(endpoint, (memo = new Map()));
    const known = memo.get(raw);
    if (known) return copyFlat(known);
  }
  assertWithinLimits('querystring', query);
  assertKnownQuery(endpoint, query);
  const value = endpoint.query ? validatePart(endpoint.query, 'querystring', query) : query;
  if (memo && raw !== undefined && isFlat(value)) {
    if (memo.size >= VALIDATED_LIMIT) memo.clear();
    memo.set(raw, copyFlat(value));
  }
  return value;
}

/** What validatePart needs of a schema, worked out on its first use (a cold start compiles nothing it does not serve). */
interface PreparedSchema {
  /** TypeBox's compiled check (lengths in code points): the fast yes/no of every request; the error walk runs only on a no. */
  check: TypeCheck<TSchema>;
  /** Properties read as numbers (integer or number), for numbersAsAjv. */
  numeric: readonly string[];
}

const prepared = new WeakMap<TSchema, PreparedSchema>();

/**
 * Queries and path params already validated, per schema, keyed by their JSON: the answer of
 * validatePart is a function of the schema and the input alone (no world, no clock), and a site
 * asks the same few queries over and over. Bounded (cleared when full); failures are not kept.
 */
const validated = new WeakMap<TSchema, Map<string, Record<string, unknown>>>();
const VALIDATED_LIMIT = 256;

/** A copy of a validated query or params (flat: strings, numbers, booleans, arrays of them), so a handler never changes the kept one. */
function copyFlat(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = value[key];
    out[key] = Array.isArray(v) ? [...v] : v;
  }
  return out;
}

const isFlat = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v !== 'object' || (Array.isArray(v) && v.every((x) => typeof x !== 'object')));

function prepare(schema: TSchema): PreparedSchema {
  let p = prepared.get(schema);
  if (!p) {
    const props = schema.properties as Record<string, TSchema> | undefined;
    const numeric = props ? Object.keys(props).filter((k) => props[k]!.type === 'integer' || props[k]!.type === 'number') : [];
    p = { check: compileContractCheck(schema), numeric };
    prepared.set(schema, p);
  }
  return p;
}

/**
 * Validates one part of a request against its contract schema and returns the value the handler
 * gets: defaults filled, strings of a query coerced, unknown path names dropped (unknown query
 * names never get here: assertKnownQuery refuses them first). A body is checked AS SENT: where its schema says
 * `additionalProperties: false`, an unknown field is a 400 naming it, never silently dropped;
 * extras a schema allows are dropped after the check. Used by every transport (Fastify, MSW) and
 * for encrypted bodies, which only the engine can read. Failure: 400 bad.request naming the field.
 */
export function validatePart(schema: TSchema, part: RequestPart, input: unknown): unknown {
  if (part === 'body') return validateValue(schema, part, input);
  let memo = validated.get(schema);
  if (!memo) {
    memo = new Map();
    validated.set(schema, memo);
  }
  const key = JSON.stringify(input ?? {});
  const known = memo.get(key);
  if (known) return copyFlat(known);
  const value = validateValue(schema, part, input);
  if (!isFlat(value)) return value;
  if (memo.size >= VALIDATED_LIMIT) memo.clear();
  memo.set(key, copyFlat(value));
  return value;
}

function validateValue(schema: TSchema, part: RequestPart, input: unknown): unknown {
  const { check, numeric } = prepare(schema);
  let value = Value.Clone(input ?? (part === 'body' ? input : {}));
  if (part !== 'body') value = Value.Clean(schema, value);
  value = Value.Default(schema, value);
  // Numbers of a query or path are read as Fastify's ajv reads them, AFTER TypeBox's Convert
  // (which would truncate '1.5' to 1 and read '1e308' as 1).
  if (part !== 'body') value = numbersAsAjv(numeric, Value.Convert(schema, Value.Clone(value)), value);
  if (check.Check(value)) return part === 'body' ? Value.Clean(schema, value) : value;
  const first = firstSchemaError(schema, value);
  const path = first?.path ?? '';
  const field = path.replace(/^\//, '').split('/')[0] || part;
  throw badRequest(field, `${part}${path} ${first?.message ?? 'does not match its schema'}`.trim());
}

/**
 * Query and path numbers read as Fastify's ajv reads them (`Number(text)`): TypeBox's Convert
 * alone reads '1e308' as 1 and '0x1' as 1, so the MSW transport would accept what Fastify refuses.
 */
function numbersAsAjv(numeric: readonly string[], value: unknown, raw: unknown): unknown {
  if (numeric.length === 0 || typeof value !== 'object' || value === null || typeof raw !== 'object' || raw === null) return value;
  const out = value as Record<string, unknown>;
  const input = raw as Record<string, unknown>;
  for (const key of numeric) {
    const v = Object.hasOwn(input, key) ? input[key] : undefined;
    if (typeof v === 'string' && v.trim() !== '') out[key] = Number(v);
  }
  return out;
}

/**
 * General bounds of every request part, checked by the engine before any schema:
 * whatever a contract forgets, no request reaches a handler with a deeper,
 * longer or wider value than this. The byte size of a body is bounded before parsing by the
 * transport (Fastify `bodyLimit`, 413). Put new general limits HERE, not in handlers.
 */
export const REQUEST_LIMITS = Object.freeze({
  /** Nesting of objects and arrays (the deepest contract body is 3). */
  maxDepth: 8,
  /**
   * UTF-16 units of any one string, key or value (the longest contract field is a URL): a memory
   * bound of the simulator, not a contract rule; the contract's min/maxLength count code points.
   */
  maxString: 2048,
  /** Keys of one object or items of one array. */
  maxEntries: 256,
  /** Bytes of a request body (Fastify bodyLimit; larger bodies get 413). */
  maxBodyBytes: 64 * 1024,
});

export interface ValueLimits {
  maxDepth: number;
  maxString: number;
  maxEntries: number;
}

/** The first place a value breaks the limits, as a `/a/b` path and reason; null when it fits. */
export function limitViolation(value: unknown, limits: ValueLimits = REQUEST_LIMITS): { path: string; reason: string } | null {
  const stack: Array<{ v: unknown; depth: number; path: string }> = [{ v: value, depth: 0, path: '' }];
  while (stack.length) {
    const { v, depth, path } = stack.pop() as { v: unknown; depth: number; path: string };
    if (typeof v === 'string') {
      if (v.length > limits.maxString) return { path, reason: `is longer than ${limits.maxString} characters` };
      continue;
    }
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return { path, reason: 'is not a finite number' };
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= limits.maxDepth) return { path, reason: `is nested deeper than ${limits.maxDepth} levels` };
    const keys = Object.keys(v);
    if (keys.length > limits.maxEntries) return { path, reason: `has more than ${limits.maxEntries} entries` };
    for (const key of keys) {
      if (key.length > limits.maxString) return { path, reason: `has a key longer than ${limits.maxString} characters` };
      stack.push({ v: (v as Record<string, unknown>)[key], depth: depth + 1, path: `${path}/${key}` });
    }
  }
  return null;
}

/**
 * Throws the 400 of a request part that breaks REQUEST_LIMITS. An endpoint that declares a larger
 * `bodyLimit` (an upload) allows strings of its body up to that size; its schema bounds each field.
 */
export function assertWithinLimits(part: RequestPart, value: unknown, bodyLimit?: number): void {
  const bad = limitViolation(
    value,
    part === 'body' && bodyLimit ? { ...REQUEST_LIMITS, maxString: Math.max(REQUEST_LIMITS.maxString, bodyLimit) } : REQUEST_LIMITS,
  );
  if (bad) throw badRequest(bad.path.split('/')[1] || part, `${part}${bad.path} ${bad.reason}`);
}

/**
 * Regular expressions that come from world state (field rules: every property named `pattern`,
 * which QA may set). A pattern is accepted only when it compiles, is at most 256 characters, has
 * no back-reference and repeats no group that starts with a repeated atom or holds an
 * alternation: the shapes of catastrophic backtracking (`(a+)+`, `(a|aa)*`, `(.*x){9}`).
 * Returns why a pattern is refused, or null.
 */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > 256) return 'is longer than 256 characters';
  try {
    new RegExp(pattern);
  } catch {
    return 'is not a valid regular expression';
  }
  if (/\\[1-9]|\\k</.test(pattern)) return 'uses a back-reference';
  // Walk the groups: for each, whether its first atom is repeated and whether it has a `|`.
  const groups: Array<{ firstRepeated: boolean | null; alternation: boolean }> = [];
  const isQuantifier = (c: string | undefined) => c === '*' || c === '+' || c === '{' || c === '?';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const top = groups[groups.length - 1];
      if (top && top.firstRepeated === null) top.firstRepeated = isQuantifier(pattern[i + 2]) && pattern[i + 2] !== '?';
      i++;
      continue;
    }
    if (c === '[') {
      const end = classEnd(pattern, i);
      const top = groups[groups.length - 1];
      if (top && top.firstRepeated === null) top.firstRepeated = isQuantifier(pattern[end + 1]) && pattern[end + 1] !== '?';
      i = end;
      continue;
    }
    if (c === '(') {
      const lookaround =
        pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i) || pattern.startsWith('(?<=', i) || pattern.startsWith('(?<!', i);
      groups.push({ firstRepeated: lookaround ? false : null, alternation: false });
      if (pattern.startsWith('(?:', i)) i += 2;
      else if (lookaround) i += pattern[i + 2] === '<' ? 3 : 2;
      continue;
    }
    if (c === ')') {
      const g = groups.pop();
      const next = pattern[i + 1];
      const repeated = next === '*' || next === '+' || (next === '{' && !/^\{[01](,1)?\}/.test(pattern.slice(i + 1)));
      if (g && repeated && (g.firstRepeated || g.alternation))
        return 'repeats a group that can match the same text in several ways (catastrophic backtracking)';
      continue;
    }
    const top = groups[groups.length - 1];
    if (!top) continue;
    if (c === '|') top.alternation = true;
    else if (top.firstRepeated === null && !isQuantifier(c)) top.firstRepeated = isQuantifier(pattern[i + 1]) && pattern[i + 1] !== '?';
  }
  return null;
}

function classEnd(pattern: string, start: number): number {
  for (let i = start + 1; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']' && i > start + 1) return i;
  }
  return pattern.length - 1;
}

const compiled = new Map<string, RegExp>();

/** A state pattern compiled once (checked by patternProblem when it entered the state). */
export function compiledPattern(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    if (compiled.size >= 512) compiled.clear();
    re = new RegExp(pattern);
    compiled.set(pattern, re);
  }
  return re;
}

/** Every `pattern` property of a value that patternProblem refuses, as `path: reason`. */
export function findBadPattern(value: unknown): string | null {
  const stack: Array<{ v: unknown; path: string }> = [{ v: value, path: '' }];
  while (stack.length) {
    const { v, path } = stack.pop() as { v: unknown; path: string };
    if (typeof v !== 'object' || v === null) continue;
    for (const [key, child] of Object.entries(v)) {
      if (key === 'pattern' && typeof child === 'string') {
        const problem = patternProblem(child);
        if (problem) return `${path}/${key} ${problem}`;
      }
      stack.push({ v: child, path: `${path}/${key}` });
    }
  }
  return null;
}
