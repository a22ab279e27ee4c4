import { endpointList } from '@m/contracts';
import { encryptBody } from '@m/contracts/codec';
import { describe, expect, it } from 'vitest';
import { createControlClient } from '../control/client';
import { createEngine } from '../engine/assembly/engine';
import { testEndpointList, testHandlers } from '../testing/test-endpoints';
import { injectFetch } from '../testing/inject-fetch';
import { buildApp, type AppOptions } from './server';

const appWith = (opts: AppOptions = {}) => buildApp({ ...opts, engine: opts.engine ?? createEngine({ delay: async () => {} }) });
const testApp = () => buildApp({ engine: createEngine({ handlers: testHandlers }), endpoints: [...endpointList, ...testEndpointList] });

describe('HTTP: contract endpoints', () => {
  it('answers byte-identical settings for the same seed across two servers, in the contract envelope', async () => {
    const a = await appWith().inject({ method: 'GET', url: '/api/system/settings' });
    const b = await appWith().inject({ method: 'GET', url: '/api/system/settings' });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    const body = a.json();
    expect(Object.keys(body)).toEqual(['success', 'code', 'message', 'value']);
    expect(Object.keys(body.value)).toEqual(['info', 'location', 'maintenance', 'regionRestriction']);
  });

  it('selects the world by header, then cookie, else default; different seeds differ', async () => {
    const engine = createEngine();
    engine.createWorld({ id: 'seed7', seed: 7 });
    const app = appWith({ engine });
    const byDefault = await app.inject({ url: '/api/system/settings' });
    const byHeader = await app.inject({ url: '/api/system/settings', headers: { 'x-sim-world': 'seed7' } });
    const byCookie = await app.inject({ url: '/api/system/settings', cookies: { 'sim-world': 'seed7' } });
    expect(byHeader.body).toBe(byCookie.body);
    expect(byHeader.body).not.toBe(byDefault.body);
    expect(engine.world('seed7').journal.list()).toHaveLength(2);
  });

  it('serves status 0/1/2 as PATCHed through the control API, maintenance winning (A-152..A-154)', async () => {
    const app = appWith();
    const status = async () => (await app.inject({ url: '/api/system/status', headers: { 'x-sim-world': 'qa' } })).json().value.status;
    const patch = (settings: object) => app.inject({ method: 'PATCH', url: '/__sim/worlds/qa/state', payload: { settings } });
    expect(await status()).toBe(0);
    await patch({ regionRestriction: true });
    expect(await status()).toBe(2);
    await patch({ maintenance: true });
    expect(await status()).toBe(1);
    await app.inject({ method: 'POST', url: '/__sim/worlds/qa/scenario', payload: { name: 'region-restricted' } });
    expect(await status()).toBe(2);
    const settings = (await app.inject({ url: '/api/system/settings', headers: { 'x-sim-world': 'qa' } })).json().value;
    expect(settings).toMatchObject({ maintenance: false, regionRestriction: true });
  });

  it("sends the world's clock (to the ms, the second, and whether it runs) with every API answer, and exposes it to the site's origin", async () => {
    const engine = createEngine();
    engine.createWorld({ id: 'jan', clock: { start: Date.UTC(2026, 0, 20, 9, 30, 15) } });
    const app = appWith({ engine });
    const headers = { 'x-sim-world': 'jan', origin: 'http://localhost:5173' };
    const ok = await app.inject({ url: '/api/system/settings', headers });
    expect(ok.headers.date).toBe('Tue, 20 Jan 2026 09:30:15 GMT');
    expect(ok.headers['x-server-time']).toBe(String(Date.UTC(2026, 0, 20, 9, 30, 15)));
    expect(ok.headers['x-sim-clock']).toBe('frozen');
    expect(ok.headers['access-control-expose-headers']).toBe('date, x-server-time, x-sim-clock');
    await app.inject({ method: 'POST', url: '/__sim/worlds/jan/clock', payload: { advanceMs: 3_600_250, resume: true } });
    const refused = await app.inject({ url: '/api/does/not/exist', headers });
    expect(refused.headers.date).toBe('Tue, 20 Jan 2026 10:30:15 GMT');
    expect(Number(refused.headers['x-server-time'])).toBeGreaterThanOrEqual(Date.UTC(2026, 0, 20, 10, 30, 15, 250));
    expect(refused.headers['x-sim-clock']).toBe('follow');
  });

  it('answers an unknown /api path with url.empty 404', async () => {
    const res = await appWith().inject({ method: 'GET', url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'url.empty', value: null });
  });

  it('answers a method without a route, QUERY included, with 405 and Allow on a known path and 404 elsewhere, before reading any body', async () => {
    const app = appWith();
    const asks: Array<{ method: string; headers?: Record<string, string>; payload?: string }> = [
      // QUERY carries a body (RFC 10008), and Fastify refuses one without Content-Type before routing.
      { method: 'QUERY' },
      { method: 'QUERY', headers: { 'content-type': 'application/json' }, payload: '{}' },
      { method: 'PROPFIND' },
      { method: 'PURGE' },
      // A body that would not parse is not read: the path has no such method anyway.
      { method: 'PUT', headers: { 'content-type': 'application/json' }, payload: '{not json' },
    ];
    for (const ask of asks) {
      const known = await app.inject({ ...ask, method: ask.method as 'GET', url: '/api/system/status' });
      expect([ask.method, known.statusCode, known.headers.allow]).toEqual([ask.method, 405, 'GET']);
      expect(known.json()).toMatchObject({ success: false, code: 'url.empty', value: null });
      const unknown = await app.inject({ ...ask, method: ask.method as 'GET', url: '/api/does/not/exist' });
      expect([ask.method, unknown.statusCode, unknown.headers.allow]).toEqual([ask.method, 404, undefined]);
      expect(unknown.json()).toMatchObject({ success: false, code: 'url.empty', value: null });
    }
    const outside = await app.inject({ method: 'QUERY' as 'GET', url: '/nothing/here' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ success: false, code: 'url.empty' });
  });

  it('answers a bad query with 400 bad.request naming the field', async () => {
    const app = testApp();
    const bad = await app.inject({ url: '/api/test/search?page=zero' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'bad.request', value: { field: 'page' } });
    expect(bad.json().message).toMatch(/page/);
    const missing = await app.inject({ url: '/api/test/search' });
    expect(missing.json().value).toEqual({ field: 'page' });
    const good = await app.inject({ url: '/api/test/search?page=3&q=keno' });
    expect(good.json().value).toEqual({ page: 3, q: 'keno' });
  });

  it('parses form bodies and decrypts encrypted bodies; token rules apply over HTTP', async () => {
    const app = testApp();
    const form = await app.inject({
      method: 'POST',
      url: '/api/test/feedback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'content=deposit+never+arrived',
    });
    expect(form.json().value).toEqual({ length: 'deposit never arrived'.length });
    const short = await app.inject({
      method: 'POST',
      url: '/api/test/feedback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'content=hi',
    });
    expect(short.json()).toMatchObject({ code: 'bad.request', value: { field: 'content' } });

    const login = await app.inject({
      method: 'POST',
      url: '/api/test/login',
      headers: { 'x-encrypted': 'aes' },
      payload: encryptBody({ username: 'player01', password: 'Test1234' }),
    });
    const token = login.json().value.token as string;
    expect(token).toMatch(/^[a-z0-9]+x[0-9a-f]{24}$/);
    expect((await app.inject({ url: '/api/test/inbox', headers: { 'x-module-id': 'MAILCEN' } })).json().code).toBe('not.logged.in');
    expect((await app.inject({ url: '/api/test/inbox', headers: { token, 'x-module-id': 'MAILCEN' } })).json().value).toEqual({
      username: 'player01',
    });
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/test/login',
      headers: { 'x-encrypted': 'aes' },
      payload: { data: 'xyz' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().value).toEqual({ field: 'data' });
  });
});

describe('HTTP: faults and journal through the control API', () => {
  it('applies status/code for N calls then clears; drop closes the connection; malformed is not JSON', async () => {
    const app = appWith();
    const control = createControlClient('http://sim.test', injectFetch(app));
    await control.addFaults('f', { endpoint: 'system.status', status: 500, code: 'unknown', times: 1 });
    const call = () => app.inject({ url: '/api/system/status', headers: { 'x-sim-world': 'f' } });
    const first = await call();
    expect([first.statusCode, first.json().code]).toEqual([500, 'unknown']);
    expect((await call()).statusCode).toBe(200);

    await control.addFaults('f', [{ endpoint: 'system.status', drop: true, times: 1 }]);
    await expect(call()).rejects.toThrow(/destroyed|reset/i);

    await control.addFaults('f', { endpoint: 'system.status', malformed: true });
    const malformed = await call();
    expect(() => JSON.parse(malformed.body)).toThrow();
    expect(await control.clearFaults('f', 'system.status')).toEqual([]);
    expect((await call()).json().code).toBe('OK');

    const journal = await control.journal('f', 'system.status');
    expect(journal.map((e) => `${e.status} ${e.code}`)).toEqual(['500 unknown', '200 OK', '0 null', '200 null', '200 OK']);
    expect(journal.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('records the latency of a fault (waited through the engine delay, not slept in the test)', async () => {
    const waits: number[] = [];
    const app = appWith({ engine: createEngine({ delay: async (ms) => void waits.push(ms) }) });
    await app.inject({ method: 'POST', url: '/__sim/worlds/default/faults', payload: { endpoint: '*', latencyMs: 2_000, times: 1 } });
    expect((await app.inject({ url: '/api/system/settings' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/system/settings' })).statusCode).toBe(200);
    expect(waits).toEqual([2_000]);
  });

  it('refuses a fault it does not understand, naming the problem', async () => {
    const res = await appWith().inject({
      method: 'POST',
      url: '/__sim/worlds/default/faults',
      payload: { endpoint: 'system.status', times: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/times/);
  });
});

describe('HTTP: control API access', () => {
  it('refuses control requests from a non-loopback address with 403, and serves loopback', async () => {
    const app = appWith();
    const remote = await app.inject({ url: '/__sim/scenarios', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(403);
    expect((await app.inject({ url: '/__sim/scenarios', remoteAddress: '::1' })).statusCode).toBe(200);
    const allowed = appWith({ allowRemoteControl: true });
    expect((await allowed.inject({ url: '/__sim/scenarios', remoteAddress: '192.168.1.20' })).statusCode).toBe(200);
  });

  it('has no control API at all with control: false, while the site API still works', async () => {
    const app = appWith({ control: false });
    expect((await app.inject({ url: '/__sim/scenarios' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/system/status' })).statusCode).toBe(200);
  });

  it('moves the clock only when told and reports the world in peek', async () => {
    const app = appWith();
    const control = createControlClient('http://sim.test', injectFetch(app));
    const t0 = await control.getClock('c');
    expect(t0).toEqual({ now: Date.UTC(2026, 0, 5, 12), mode: 'frozen' });
    expect(await control.getClock('c')).toEqual(t0);
    expect(await control.clock('c', { advanceMs: 90_000 })).toEqual({ now: t0.now + 90_000, mode: 'frozen' });
    expect((await control.peek('c')).now).toBe(t0.now + 90_000);
    expect(await control.getClock('other')).toEqual(t0);
  });

  it('opens a session for a seeded user, which an auth call then accepts; unknown users get 404', async () => {
    const engine = createEngine({ handlers: testHandlers });
    const app = buildApp({ engine, endpoints: testEndpointList });
    const control = createControlClient('http://sim.test', injectFetch(app));
    const session = await control.openSession('s', 'agent001');
    expect(session).toMatchObject({ userName: 'agent001', customerType: 1, firstTimeLogin: false, merchantCode: 'MOCKM01' });
    const res = await app.inject({
      url: '/api/test/inbox',
      headers: { token: session.token, 'x-sim-world': 's', 'x-module-id': 'MAILCEN' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { username: 'agent001' } });
    await expect(control.openSession('s', 'nobody')).rejects.toThrow(/no user nobody/);
  });
});

describe('HTTP: docs and fake pages', () => {
  it('serves the OpenAPI document of the endpoint table and the docs UI', async () => {
    const app = appWith();
    const doc = (await app.inject({ url: '/docs/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(endpointList.map((e) => e.path)));
    const ui = await app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });

  it('serves the chat, game and download pages with a link back to /m/home of the given site', async () => {
    const app = appWith();
    for (const name of ['chat', 'game', 'download']) {
      const res = await app.inject({ url: `/pages/${name}?return=${encodeURIComponent('http://localhost:5199/anything')}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<html lang="en">/);
      expect(res.body).toMatch(/<h1>[^<]+\(simulated\)<\/h1>/);
      expect(res.body).toContain('href="http://localhost:5199/m/home"');
    }
    const hostile = await app.inject({ url: '/pages/chat?return=javascript:alert(1)' });
    expect(hostile.body).toContain('href="http://localhost:5173/m/home"');
    expect((await app.inject({ url: '/pages/nope' })).statusCode).toBe(404);
  });

  it('sends nosniff with every answer, whatever answered it', async () => {
    const app = appWith();
    const asks: Array<{ method?: string; url: string; headers?: Record<string, string>; payload?: string }> = [
      { url: '/api/system/status' },
      { url: '/api/does/not/exist' },
      { method: 'PUT', url: '/api/system/status' },
      { method: 'QUERY', url: '/api/system/status' },
      { method: 'POST', url: '/api/member/nickname', headers: { 'content-type': 'application/json' }, payload: '{' },
      { url: '/api/%zz' },
      { url: '/__sim/scenarios' },
      { method: 'POST', url: '/__sim/worlds', headers: { 'content-type': 'application/json' }, payload: '{' },
      { url: '/docs/' },
      { url: '/docs/openapi.json' },
      { url: '/pages/chat' },
      { url: '/pages/nope' },
      { url: '/pages/social?provider=google' },
      { url: '/cdn/avatar/player01.svg' },
      { url: '/elsewhere' },
      {
        method: 'OPTIONS',
        url: '/api/system/status',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      },
    ];
    for (const ask of asks) {
      const res = await app.inject({ ...ask, method: (ask.method ?? 'GET') as 'GET' });
      expect([ask.method ?? 'GET', ask.url, res.headers['x-content-type-options']]).toEqual([ask.method ?? 'GET', ask.url, 'nosniff']);
    }
  });

  it('keeps its HTML pages out of frames and sends no referrer from them; the game page stays framable for the launch page', async () => {
    const app = appWith();
    const noFraming = { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'", 'referrer-policy': 'no-referrer' };
    for (const url of ['/docs/', '/docs/openapi.json', '/pages/chat', '/pages/download', '/pages/social?provider=facebook']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers, url).toMatchObject(noFraming);
    }
    const consented = await app.inject({ url: '/pages/social/continue?provider=google&return=%2Fm%2Fhome' });
    expect(consented.statusCode).toBe(302);
    expect(consented.headers).toMatchObject(noFraming);
    // The site shows a launched game in an iframe of its own origin (/m/launchGame).
    const game = await app.inject({ url: '/pages/game?code=FAST1' });
    expect(game.statusCode).toBe(200);
    expect(game.headers['referrer-policy']).toBe('no-referrer');
    expect(game.headers['x-frame-options']).toBeUndefined();
    expect(game.headers['content-security-policy']).toBeUndefined();
  });

  it('lets the site dev server call it across origins on localhost', async () => {
    const app = appWith();
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/api/system/status',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(pre.headers['access-control-allow-headers']).toContain('x-sim-world');
    const foreign = await app.inject({ url: '/api/system/status', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
