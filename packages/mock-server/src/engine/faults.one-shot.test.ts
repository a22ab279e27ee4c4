import { api, contractHeaders } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { createEngine, type SimRequest, type SimResponse } from './assembly/engine';
import { parseFaults } from './faults';

/**
 * The one-shot fault (`times: 1`), as the dev panel's error picker sets it: the next call of that
 * endpoint in that world answers the code, the call after it is normal, and nothing else (another
 * endpoint, another world, a request refused before faults apply) uses it up.
 */

const request = (endpoint: NonNullable<SimRequest['endpoint']>, extra: Partial<SimRequest> = {}): SimRequest => ({
  endpoint,
  method: endpoint.method,
  path: endpoint.path,
  ...extra,
  headers: { ...contractHeaders(endpoint), ...extra.headers },
});

const answer = (res: SimResponse) => {
  if (res.kind !== 'json') throw new Error(`expected a JSON answer, got ${res.kind}`);
  return `${res.status} ${res.body.code}`;
};

const oneShot = { endpoint: 'system.settings', code: 'maintenance', times: 1 };

describe('a one-shot fault (times: 1)', () => {
  it('answers the next call of its endpoint with the code and the status of the error table, then the next call is normal', async () => {
    const engine = createEngine();
    engine.world().faults.add(parseFaults(oneShot));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(answer(await engine.handle(request(api.system.settings))));
    expect(answers).toEqual(['503 maintenance', '200 OK', '200 OK']);
    expect(engine.world().faults.list()).toEqual([]);
  });

  it('is used by its own endpoint only: calls of other endpoints before it leave it armed', async () => {
    const engine = createEngine();
    engine.world().faults.add(parseFaults(oneShot));
    expect(answer(await engine.handle(request(api.system.status)))).toBe('200 OK');
    expect(answer(await engine.handle(request(api.system.status)))).toBe('200 OK');
    expect(engine.world().faults.list()).toEqual([oneShot]);
    expect(answer(await engine.handle(request(api.system.settings)))).toBe('503 maintenance');
    expect(answer(await engine.handle(request(api.system.settings)))).toBe('200 OK');
  });

  it('belongs to one world: the same endpoint in another world answers normally and does not use it up', async () => {
    const engine = createEngine();
    engine.world('armed').faults.add(parseFaults(oneShot));
    expect(answer(await engine.handle(request(api.system.settings, { worldId: 'other' })))).toBe('200 OK');
    expect(engine.world('armed').faults.list()).toEqual([oneShot]);
    expect(answer(await engine.handle(request(api.system.settings, { worldId: 'armed' })))).toBe('503 maintenance');
    expect(answer(await engine.handle(request(api.system.settings, { worldId: 'armed' })))).toBe('200 OK');
    expect(answer(await engine.handle(request(api.system.settings, { worldId: 'other' })))).toBe('200 OK');
  });

  it('is not used up by a request refused before faults apply (a bad query is answered 400 first)', async () => {
    const engine = createEngine();
    engine.world().faults.add(parseFaults(oneShot));
    const refused = await engine.handle(request(api.system.settings, { query: { nope: '1' }, rawQuery: 'nope=1' }));
    expect(answer(refused)).toBe('400 bad.request');
    expect(engine.world().faults.list()).toEqual([oneShot]);
    expect(answer(await engine.handle(request(api.system.settings)))).toBe('503 maintenance');
  });

  it('is refused without a whole count of at least one, naming the field', () => {
    for (const times of [0, -1, 1.5, '1']) expect(() => parseFaults({ ...oneShot, times })).toThrow(/^fault 0\/times: /);
  });
});
