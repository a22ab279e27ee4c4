import { encryptBody } from '@m/contracts/codec';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { buildApp, startServer, type RunningServer } from '../http/server';
import { firstOf, proxyUpstream, Recording, replayUpstream } from './index';

/**
 * "Proxy and record": `pnpm sim --proxy URL` forwards what a world does not override to a
 * real backend (here: another simulator on a real port, and a drifting fake), journals contract
 * drift, records answers, and `--replay` serves the recording offline.
 */

let backend: RunningServer;
let drifting: FastifyInstance;
let driftingUrl: string;

beforeAll(async () => {
  backend = await startServer({ port: 0, clockMode: 'frozen' });
  // A backend whose settings answer breaks the contract and whose status answer is not JSON.
  drifting = Fastify();
  drifting.get('/api/system/settings', async () => ({ success: true, code: 'OK', message: '', value: { info: { siteName: 42 } } }));
  drifting.get('/api/system/status', async (_req, reply) => reply.type('text/html').send('<html>gateway</html>'));
  await drifting.listen({ port: 0, host: '127.0.0.1' });
  const address = drifting.server.address();
  driftingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await backend.close();
  await drifting.close();
});

const proxied = (target: string, recording?: Recording) =>
  buildApp({ engine: createEngine({ upstream: proxyUpstream({ target, recording }) }) });

async function journal(app: FastifyInstance, endpoint: string) {
  const res = await app.inject({ method: 'GET', url: `/__sim/worlds/default/journal?endpoint=${endpoint}` });
  return res.json() as Array<{ status: number; code: string | null; source?: string; drift?: Array<{ path: string; message: string }> }>;
}

describe('pnpm sim --proxy', () => {
  it("passes a conforming backend's answer through byte for byte and journals it as proxied, without drift", async () => {
    const app = proxied(backend.url);
    const direct = await fetch(`${backend.url}/api/games/list?gameType=RNG&pageNo=1&pageSize=25`);
    const res = await app.inject({ method: 'GET', url: '/api/games/list?gameType=RNG&pageNo=1&pageSize=25' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await direct.text());
    expect(await journal(app, 'games.list')).toEqual([expect.objectContaining({ status: 200, code: 'OK', source: 'proxy' })]);
    expect((await journal(app, 'games.list'))[0]).not.toHaveProperty('drift');
    await app.close();
  });

  it('forwards bodies (encrypted as sent) and the token: a login through the proxy opens a session on the backend', async () => {
    const app = proxied(backend.url);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-encrypted': 'aes' },
      payload: encryptBody({ username: 'player01', password: 'Test1234', type: 'username' }),
    });
    const token = (login.json() as { value: { token: string } }).value.token;
    const info = await app.inject({ method: 'GET', url: '/api/auth/member-info', headers: { token } });
    expect((info.json() as { value: { account: string } }).value.account).toBe('player01');
    await app.close();
  });

  it('passes a drifting answer through unchanged and lists each offending field in the journal', async () => {
    const app = proxied(driftingUrl);
    const res = await app.inject({ method: 'GET', url: '/api/system/settings' });
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '', value: { info: { siteName: 42 } } });
    const [entry] = await journal(app, 'system.settings');
    expect(entry.source).toBe('proxy');
    expect(entry.drift?.map((d) => d.path)).toEqual(expect.arrayContaining(['/value/info/siteName']));
    const status = await app.inject({ method: 'GET', url: '/api/system/status' });
    expect(status.body).toBe('<html>gateway</html>');
    expect((await journal(app, 'system.status'))[0].drift).toEqual([expect.objectContaining({ path: '', message: 'answer is not JSON' })]);
    await app.close();
  });

  it('lets a world override an endpoint with a fault: that call is answered locally', async () => {
    const app = proxied(driftingUrl);
    await app.inject({
      method: 'POST',
      url: '/__sim/worlds/default/faults',
      payload: [{ endpoint: 'system.settings', status: 503, code: 'unknown' }],
    });
    const res = await app.inject({ method: 'GET', url: '/api/system/settings' });
    expect(res.statusCode).toBe(503);
    expect((await journal(app, 'system.settings'))[0]).not.toHaveProperty('source');
    await app.close();
  });

  it('answers a contract-shaped 502 when the backend is unreachable, and says why in the journal', async () => {
    const app = proxied('http://127.0.0.1:9');
    const res = await app.inject({ method: 'GET', url: '/api/system/status' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, code: 'unknown' });
    expect((await journal(app, 'system.status'))[0].drift?.[0].message).toMatch(/^no answer/);
    await app.close();
  });
});

describe('--record and --replay', () => {
  it('records each distinct call once, and a replay serves the recording offline; unrecorded calls fall to the world', async () => {
    const recording = new Recording(backend.url);
    const live = proxied(backend.url, recording);
    const settings = await live.inject({ method: 'GET', url: '/api/system/settings' });
    await live.inject({ method: 'GET', url: '/api/system/settings' });
    const list = await live.inject({ method: 'GET', url: '/api/games/list?gameType=FISH&pageNo=1&pageSize=25' });
    await live.close();
    expect(recording.size).toBe(2);

    // The file round trip the CLI does (JSON), then a simulator with no backend at all.
    const doc = JSON.parse(JSON.stringify(recording.toJSON())) as unknown;
    const offline = buildApp({ engine: createEngine({ upstream: firstOf(replayUpstream(Recording.fromJSON(doc))) }) });
    expect((await offline.inject({ method: 'GET', url: '/api/system/settings' })).body).toBe(settings.body);
    expect((await offline.inject({ method: 'GET', url: '/api/games/list?gameType=FISH&pageNo=1&pageSize=25' })).body).toBe(list.body);
    expect((await journal(offline, 'games.list'))[0].source).toBe('recording');
    // Not recorded: the world answers (no source in the journal).
    const other = await offline.inject({ method: 'GET', url: '/api/games/list?gameType=LIVE&pageNo=1&pageSize=25' });
    expect(other.statusCode).toBe(200);
    expect((await journal(offline, 'games.list'))[1]).not.toHaveProperty('source');
    await offline.close();
  });

  it('refuses a file that is not a recording, naming the problem', () => {
    expect(() => Recording.fromJSON({ format: 'sim-recording/1', target: 'x', calls: [{ endpoint: 'a' }] })).toThrow(
      /not a sim-recording\/1 file: \/calls\/0/,
    );
    expect(() => Recording.fromJSON([])).toThrow(/not a sim-recording\/1 file/);
  });
});
