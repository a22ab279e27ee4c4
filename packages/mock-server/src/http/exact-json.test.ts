import { api, contractHeaders, endpointList, Envelope, ErrorEnvelope, type DisplayLanguage } from '@m/contracts';
import { Type, type TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import fastJsonStringify from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { validValue } from '../testing/schema-arbitrary';
import { compileExactJson } from './exact-json';

/**
 * The serialiser's fast path (exact-json.ts) writes fast-json-stringify's bytes or steps aside
 * (undefined): never other bytes. Checked on every response schema of the contract with drawn
 * values (as they are, frozen, and broken: an extra key, keys out of order or missing, a wrong type), on the
 * live game lists, and on strings of any UTF-16 content.
 */
const SEED = 20_261_126;

type Json = (value: unknown) => string;
const fjsOf = (schema: TSchema): Json => {
  try {
    return fastJsonStringify(schema as unknown as Parameters<typeof fastJsonStringify>[0]) as Json;
  } catch {
    return () => 'fast-json-stringify cannot build this schema';
  }
};

/** fast-json-stringify's answer, or its error: both are what the fast path must not change. */
const fjsAnswer = (fjs: Json, value: unknown): string => {
  try {
    return fjs(value);
  } catch (e) {
    return `throws ${(e as Error).message}`;
  }
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The ways a drawn value may differ from its schema's shape: an extra key, keys out of order, a key missing, a wrong type. */
function broken(value: unknown, how: number): unknown {
  const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  const objects: Array<Record<string, unknown>> = [];
  const walk = (v: unknown) => {
    if (typeof v !== 'object' || v === null) return;
    if (!Array.isArray(v)) objects.push(v as Record<string, unknown>);
    for (const x of Object.values(v)) walk(x);
  };
  walk(copy);
  const target = objects[how % Math.max(1, objects.length)];
  if (!target) return copy;
  const keys = Object.keys(target);
  if (how % 4 === 0) target.zzz = 'extra';
  else if (how % 4 === 3 && keys[0] !== undefined) delete target[keys[0]];
  else if (how % 4 === 1 && keys.length > 1) {
    const entries = Object.entries(target).reverse();
    for (const k of keys) delete target[k];
    for (const [k, v] of entries) target[k] = v;
  } else if (keys[0] !== undefined) target[keys[0]] = typeof target[keys[0]] === 'string' ? 7 : 'seven';
  return copy;
}

describe('exact-json: fast-json-stringify bytes or nothing', () => {
  const schemas: Array<[string, TSchema]> = [
    ...endpointList.map((e) => [e.id, Envelope(e.response)] as [string, TSchema]),
    ['ErrorEnvelope', ErrorEnvelope],
  ];

  it('writes every response schema of the contract as fast-json-stringify does, or steps aside', () => {
    let written = 0;
    for (const [id, schema] of schemas) {
      const exact = compileExactJson(schema);
      if (!exact) continue;
      const fjs = fjsOf(schema);
      fc.assert(
        fc.property(validValue(schema), fc.nat(), (value, how) => {
          for (const v of [value, deepFreeze(structuredClone(value)), broken(value, how)]) {
            const first = exact(v);
            if (first === undefined) continue;
            written++;
            expect(first, id).toBe(fjsAnswer(fjs, v));
            // A kept text is the text.
            expect(exact(v), id).toBe(first);
          }
        }),
        { seed: SEED, numRuns: 6 },
      );
    }
    expect(written).toBeGreaterThan(100);
  });

  it('writes strings of any UTF-16 content (lone surrogates, controls, quotes) as fast-json-stringify does', () => {
    const schema = Type.Object(
      {
        list: Type.Array(
          Type.Object({ a: Type.String(), b: Type.Optional(Type.Union([Type.String(), Type.Null()])) }, { additionalProperties: false }),
        ),
      },
      { additionalProperties: false },
    );
    const exact = compileExactJson(schema)!;
    const fjs = fjsOf(schema);
    const unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    const text = fc.oneof(fc.string({ unit, maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }));
    fc.assert(
      fc.property(fc.array(fc.record({ a: text, b: fc.option(text) }, { requiredKeys: ['a'] }), { maxLength: 5 }), (list) => {
        const value = deepFreeze({ list: list.map((x) => Object.freeze({ ...x })) });
        expect(exact(value)).toBe(fjs(value));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('takes the fast path for the live game lists in every language, with the same bytes', async () => {
    const engine = createEngine();
    const fjs = fjsOf(Envelope(api.games.list.response));
    const exact = compileExactJson(Envelope(api.games.list.response))!;
    for (const language of ['en', 'pt', 'vi'] as DisplayLanguage[]) {
      for (const gameType of ['RNG', 'LOTT', 'LIVE']) {
        const res = await engine.handle({
          endpoint: api.games.list,
          method: 'GET',
          path: api.games.list.path,
          query: { gameType, pageNo: '1', pageSize: '25', language },
          headers: contractHeaders(api.games.list),
        });
        if (res.kind !== 'json') throw new Error('expected JSON');
        const text = exact(res.body);
        expect(text, `${language} ${gameType}`).toBeDefined();
        expect(text).toBe(fjs(res.body));
      }
    }
  });

  it('keeps the text of frozen objects only: an unfrozen value is written anew (and deep unfrozen lists are left to fast-json-stringify)', () => {
    const item = Type.Object({ name: Type.String() }, { additionalProperties: false });
    // As an envelope: the root and its first level may be unfrozen; list items from depth 2 on must be frozen.
    const schema = Type.Object({ one: item, list: Type.Array(item) }, { additionalProperties: false });
    const exact = compileExactJson(schema)!;
    const one = { name: 'a' };
    const value = { one, list: [Object.freeze({ name: 'x' })] };
    expect(exact(value)).toBe('{"one":{"name":"a"},"list":[{"name":"x"}]}');
    one.name = 'b';
    expect(exact(value)).toBe('{"one":{"name":"b"},"list":[{"name":"x"}]}');
    expect(exact({ one, list: [{ name: 'y' }] })).toBeUndefined();
    // A frozen object holding an unfrozen one is not kept: its text could change.
    const inner = { name: 'c' };
    const outer = Object.freeze({ one: inner, list: [] });
    expect(exact(outer)).toBe('{"one":{"name":"c"},"list":[]}');
    inner.name = 'd';
    expect(exact(outer)).toBe('{"one":{"name":"d"},"list":[]}');
  });
});
