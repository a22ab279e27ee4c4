import { endpointList } from '@m/contracts';
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient } from '../control/client';
import { createEngine } from '../engine/assembly/engine';
import { buildApp } from '../http/server';
import { testEndpointList, testHandlers } from '../testing/test-endpoints';
import { createSimHandlers } from './index';

const engine = createEngine({ handlers: testHandlers });
const storyEngine = createEngine();
const server = setupServer(
  ...createSimHandlers({ engine, baseUrl: 'http://sim.test', endpoints: [...endpointList, ...testEndpointList] }),
  ...createSimHandlers({ engine: storyEngine, baseUrl: 'http://story.test', worldId: 'story-maintenance', scenario: 'maintenance' }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MSW handlers', () => {
  it('answer the same bytes as Fastify for the same seed', async () => {
    const app = buildApp();
    for (const endpoint of endpointList) {
      const viaMsw = await fetch(`http://sim.test${endpoint.path}`, { headers: { 'x-sim-world': 'same-bytes' } });
      const viaFastify = await app.inject({ url: endpoint.path, headers: { 'x-sim-world': 'same-bytes' } });
      expect(viaMsw.status).toBe(viaFastify.statusCode);
      expect(await viaMsw.text(), endpoint.id).toBe(viaFastify.body);
      expect(viaMsw.headers.get('content-type')).toBe(viaFastify.headers['content-type']);
      // The world's clock as the Date header, in both transports (the site's 'today' comes from it).
      expect(viaMsw.headers.get('date')).toBe(viaFastify.headers.date);
    }
  });

  it('send every request to the fixed world of a story, created with its scenario', async () => {
    const res = await fetch('http://story.test/api/system/status', { headers: { 'x-sim-world': 'ignored' } });
    expect((await res.json()).value).toEqual({ status: 1 });
    expect(storyEngine.worldIds()).toEqual(['story-maintenance']);
  });

  it('serve the control API: faults, journal and peek through the typed client', async () => {
    const control = createControlClient('http://sim.test');
    const { id } = await control.createWorld({ seed: 3 });
    expect(id).toBe('w1-3');
    await control.addFaults(id, { endpoint: 'system.settings', drop: true, times: 1 });
    await expect(fetch('http://sim.test/api/system/settings', { headers: { 'x-sim-world': id } })).rejects.toThrow();
    const ok = await fetch('http://sim.test/api/system/settings', { headers: { 'x-sim-world': id } });
    expect(ok.status).toBe(200);
    expect((await control.journal(id)).map((e) => e.status)).toEqual([0, 200]);
    expect((await control.peek(id)).users.some((u) => u.username === 'agent042')).toBe(true);
    await expect(control.applyScenario(id, 'no-such-scenario')).rejects.toThrow(/unknown scenario/);
  });

  it('validate queries and bodies like Fastify: 400 naming the field, url.empty for unknown paths', async () => {
    const bad = await fetch('http://sim.test/api/test/search?page=0');
    expect(bad.status).toBe(400);
    expect((await bad.json()).value).toEqual({ field: 'page' });
    const good = await fetch('http://sim.test/api/test/search?page=4');
    expect((await good.json()).value).toEqual({ page: 4, q: '' });
    const form = await fetch('http://sim.test/api/test/feedback', {
      method: 'POST',
      body: new URLSearchParams({ content: 'long enough text' }),
    });
    expect((await form.json()).value).toEqual({ length: 16 });
    const unknown = await fetch('http://sim.test/api/unknown');
    expect([unknown.status, (await unknown.json()).code]).toEqual([404, 'url.empty']);
  });

  it('ask a worldId function on every request; undefined leaves the choice to header and cookie', async () => {
    const switching = createEngine();
    let current: string | undefined = 'switch-a';
    switching.createWorld({ id: 'switch-a', scenario: 'maintenance' });
    switching.createWorld({ id: 'switch-b' });
    server.use(...createSimHandlers({ engine: switching, baseUrl: 'http://switch.test', worldId: () => current }));
    const status = async (headers: Record<string, string> = {}) =>
      (await (await fetch('http://switch.test/api/system/status', { headers })).json()).value;
    expect(await status({ 'x-sim-world': 'switch-b' })).toEqual({ status: 1 });
    current = 'switch-b';
    expect(await status()).toEqual({ status: 0 });
    current = undefined;
    expect(await status({ 'x-sim-world': 'switch-a' })).toEqual({ status: 1 });
  });

  it('route as Fastify does: an endpoint by its exact method and path, the rest of /api as no endpoint, nothing outside', async () => {
    const app = buildApp();
    const handlers = createSimHandlers({ engine: createEngine(), baseUrl: 'http://route.test' });
    const viaMsw = async (path: string, method = 'GET') => getResponse(handlers, new Request(`http://route.test${path}`, { method }));
    // A trailing slash is another path to Fastify, and a path of the contract asked with another
    // method is refused with the methods it has: the same answers in both transports.
    for (const [path, method] of [
      ['/api/system/status/', 'GET'],
      ['/api/system/status', 'POST'],
    ] as const) {
      const msw = await viaMsw(path, method);
      const fastify = await app.inject({ url: path, method });
      expect([msw?.status, await msw?.text()], `${method} ${path}`).toEqual([fastify.statusCode, fastify.body]);
    }
    expect((await viaMsw('/api/system/status'))?.status).toBe(200);
    // Not the simulator's: left to the next handler (or refused as unhandled), not answered.
    expect(await viaMsw('/m/home')).toBeUndefined();
    expect(await viaMsw('/API/system/status')).toBeUndefined();
    expect(await viaMsw('/cdn/games/pg/golden-riches.svg', 'POST')).toBeUndefined();
    expect(await getResponse(handlers, new Request('http://elsewhere.test/api/system/status'))).toBeUndefined();
  });

  it('route a path with parameters by its pattern, the parameters decoded and checked like Fastify', async () => {
    const ok = await fetch('http://sim.test/api/test/items/abc%2D1');
    expect([ok.status, (await ok.json()).value]).toEqual([200, { id: 'abc-1' }]);
    const bad = await fetch('http://sim.test/api/test/items/ABC');
    expect([bad.status, (await bad.json()).value]).toEqual([400, { field: 'id' }]);
    // A parameter is one whole segment.
    expect((await fetch('http://sim.test/api/test/items/a/b')).status).toBe(404);
  });

  it('pick the world from the sim-world cookie when there is no header', async () => {
    engine.world('cookie-world').patch({ settings: { regionRestriction: true } });
    const res = await fetch('http://sim.test/api/system/status', { headers: { cookie: 'sim-world=cookie-world' } });
    expect((await res.json()).value).toEqual({ status: 2 });
  });
});
