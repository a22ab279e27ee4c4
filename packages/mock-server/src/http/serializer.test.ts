import { api, endpointList, Envelope, ErrorEnvelope } from '@m/contracts';
import fastJsonStringify from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { buildSerializer } from './serializer';
import { buildApp } from './server';

describe('response serialisers, built on first use', () => {
  it('answer the live simulator byte for byte as fast-json-stringify does (every GET without login)', async () => {
    const app = buildApp({ engine: createEngine() });
    let checked = 0;
    for (const e of endpointList.filter((x) => x.method === 'GET' && !x.auth && !x.path.includes(':'))) {
      const res = await app.inject({ method: 'GET', url: e.path });
      if (res.statusCode !== 200) continue;
      expect(res.body, e.id).toBe(fastJsonStringify(Envelope(e.response))(JSON.parse(res.body)));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    const list = await app.inject({ url: `${api.games.list.path}?gameType=RNG&pageNo=1&pageSize=25` });
    expect(list.body).toBe(fastJsonStringify(Envelope(api.games.list.response))(list.json()));
  });

  it('share one serialiser per schema and still drop what the contract does not list', () => {
    const compile = buildSerializer({}, {});
    const serialize = compile({ schema: ErrorEnvelope });
    expect(compile({ schema: ErrorEnvelope })).toBe(serialize);
    expect(JSON.parse(serialize({ success: false, code: 'unknown', message: 'x', value: null, internal: 'secret' }))).not.toHaveProperty(
      'internal',
    );
  });
});
