import { api, contractHeaders, endpointList, WHITELABEL_KEYS } from '@m/contracts';
import { encryptBody } from '@m/contracts/codec';
import { describe, expect, it } from 'vitest';
import { testEndpoints, testHandlers } from '../testing/test-endpoints';
import { createEngine, type SimRequest, type SimResponse } from './assembly/engine';
import { scenarioList } from './scenarios';
import { WELL_KNOWN_ACCOUNTS, WELL_KNOWN_PASSWORD } from './seed';
import { MAX_SESSIONS } from './world';
import { validatePart } from './validate';

const get = (endpoint: SimRequest['endpoint'], extra: Partial<SimRequest> = {}): SimRequest => ({
  endpoint,
  method: endpoint?.method ?? 'GET',
  path: endpoint?.path ?? '/api/nowhere',
  ...extra,
  // The headers the contract requires; a test's own headers come on top.
  headers: { ...(endpoint ? contractHeaders(endpoint) : {}), ...extra.headers },
});

const json = (res: SimResponse) => {
  if (res.kind !== 'json') throw new Error(`expected a JSON answer, got ${res.kind}`);
  return res;
};

describe('SimEngine worlds', () => {
  it('gives the same settings for the same seed and different ones for another seed', async () => {
    const a = json(await createEngine().handle(get(api.system.settings)));
    const b = json(await createEngine().handle(get(api.system.settings)));
    expect(JSON.stringify(a.body)).toBe(JSON.stringify(b.body));

    const other = createEngine();
    other.createWorld({ id: 'seven', seed: 7 });
    const c = json(await other.handle(get(api.system.settings, { worldId: 'seven' })));
    expect(JSON.stringify(c.body)).not.toBe(JSON.stringify(a.body));
  });

  it('names created worlds w<n>-<seed> and lets the caller choose an id', () => {
    const engine = createEngine();
    expect(engine.createWorld({ seed: 9 })).toBe('w1-9');
    expect(engine.createWorld()).toBe('w2-42');
    expect(engine.createWorld({ id: 'story-login' })).toBe('story-login');
    expect(() => engine.createWorld({ id: 'bad id!' })).toThrow(/must match/);
    expect(() => engine.createWorld({ scenario: 'nope' })).toThrow(/unknown scenario 'nope'/);
  });

  it('keeps worlds isolated: a patch of one is invisible in another', async () => {
    const engine = createEngine();
    engine.world('a').patch({ settings: { maintenance: true } });
    const a = json(await engine.handle(get(api.system.status, { worldId: 'a' })));
    const b = json(await engine.handle(get(api.system.status, { worldId: 'b' })));
    expect(a.body.value).toEqual({ status: 1 });
    expect(b.body.value).toEqual({ status: 0 });
  });

  it('creates an unknown world id on first use with defaults, and reset rebuilds it from its seed', async () => {
    const engine = createEngine();
    const w = engine.world('worker-3');
    const before = JSON.stringify(w.state);
    w.patch({ users: { player01: { balance: 0 } } });
    w.clock.advance(5_000);
    engine.reset('worker-3');
    expect(JSON.stringify(engine.world('worker-3').state)).toBe(before);
    expect(engine.world('worker-3').clock.now()).toBe(w.config.clock.start);
  });

  it('refuses a patch that breaks the contract and keeps the old state', () => {
    const w = createEngine().world();
    expect(() => w.patch({ settings: { maintenance: 'yes' } })).toThrow(/state\/settings\/maintenance/);
    expect(w.state.settings.maintenance).toBe(false);
    expect(() => w.patch({ settings: { info: { whitelabel: { NOTAFLAG: true } } } })).toThrow(/whitelabel/);
  });

  // The schema check of a seeded state runs once per seed, origin, scenario and clock time (world.ts):
  // it relies on the same inputs giving the same state, and never skips a state with overrides.
  it('builds byte-identical states from the same seed, scenario and start, in one engine or two, and after a reset', () => {
    const engine = createEngine();
    const a = engine.createWorld({ scenario: 'captcha-required' });
    const b = engine.createWorld({ scenario: 'captcha-required' });
    const other = createEngine().createWorld({ id: 'c', scenario: 'captcha-required' });
    const bytes = JSON.stringify(engine.world(a).state);
    expect(JSON.stringify(engine.world(b).state)).toBe(bytes);
    engine.world(b).patch({ settings: { maintenance: true } });
    engine.world(b).reset();
    expect(JSON.stringify(engine.world(b).state)).toBe(bytes);
    expect(bytes).not.toBe(JSON.stringify(engine.world(engine.createWorld()).state));
    expect(other).toBe('c');
  });

  it('checks overrides on every world, after a world of the same seed and scenario was built without them', () => {
    const engine = createEngine();
    engine.createWorld();
    expect(() => engine.createWorld({ overrides: { settings: { info: { whitelabel: { NOTAFLAG: true } } } } })).toThrow(/whitelabel/);
  });

  it('merges overrides: objects merge, arrays replace', () => {
    const engine = createEngine();
    const id = engine.createWorld({ overrides: { settings: { info: { imageCDNs: ['https://cdn.test'], mainDomain: 'x.test' } } } });
    const s = engine.world(id).state.settings.info;
    expect(s.imageCDNs).toEqual(['https://cdn.test']);
    expect(s.mainDomain).toBe('x.test');
    expect(s.whitelabel.CBS3).toBe(true);
  });
});

describe('seeded data', () => {
  it('seeds every well-known account with password Test1234, a unique mobile number and the decided defaults', () => {
    const state = createEngine().world().state;
    for (const account of WELL_KNOWN_ACCOUNTS) {
      expect(state.users[account.username]).toMatchObject({ type: account.type, password: WELL_KNOWN_PASSWORD, countryDialingCode: '+55' });
    }
    expect(state.users.nochat01.memberLabels).toContain('nochat');
    expect(state.users.newbie01.firstTimeLogin).toBe(true);
    expect(state.users.player01.firstTimeLogin).toBe(false);
    const mobiles = Object.values(state.users).map((u) => u.mobileNum);
    expect(new Set(mobiles).size).toBe(mobiles.length);
    expect(Object.keys(state.users).length).toBeGreaterThan(WELL_KNOWN_ACCOUNTS.length);
    expect(state.merchantCode).toBe('MOCKM01'); // G-106
    expect(state.settings.location.ip).toMatch(/^203\.0\.113\.\d+$/);
    expect(state.settings.info.register).toMatchObject({ minAge: 18, mobileDigitsMin: 9, mobileDigitsMax: 11 });
    expect(state.settings.info.customerService.chatUrl).toBe('http://localhost:4010/pages/chat');
  });

  it('peek lists the well-known accounts with their mobile numbers, the captcha and SMS codes', () => {
    const w = createEngine().world();
    w.patch({
      sms: [{ mobileNum: '11999990000', countryDialingCode: '+55', code: '123456', expiresAt: 1 }],
      captcha: { text: 'AB12', issuedAt: 0 },
    });
    const peek = w.peek();
    expect(peek.captcha).toBe('AB12');
    expect(peek.sms).toEqual([{ mobileNum: '11999990000', code: '123456', expiresAt: 1 }]);
    expect(peek.users.map((u) => u.username)).toEqual(expect.arrayContaining(WELL_KNOWN_ACCOUNTS.map((a) => a.username)));
    expect(peek.users[0]).toEqual({
      username: 'player01',
      type: 0,
      mobileNum: w.state.users.player01.mobileNum,
      countryDialingCode: '+55',
    });
  });
});

describe('scenarios (A-152..A-154)', () => {
  const statusOf = async (scenario: string) => {
    const engine = createEngine();
    const id = engine.createWorld({ scenario });
    const status = json(await engine.handle(get(api.system.status, { worldId: id }))).body.value;
    const settings = engine.world(id).state.settings;
    return { status, maintenance: settings.maintenance, regionRestriction: settings.regionRestriction };
  };

  it('serves status 0, 1, 2 consistent with the settings flags; maintenance wins (A-153)', async () => {
    expect(await statusOf('default')).toEqual({ status: { status: 0 }, maintenance: false, regionRestriction: false });
    expect(await statusOf('maintenance')).toEqual({ status: { status: 1 }, maintenance: true, regionRestriction: false });
    expect(await statusOf('region-restricted')).toEqual({ status: { status: 2 }, maintenance: false, regionRestriction: true });
    expect(await statusOf('maintenance-and-region')).toEqual({ status: { status: 1 }, maintenance: true, regionRestriction: true });
  });

  it('empty keeps only the well-known accounts; all-flags-off turns every switch off', () => {
    const engine = createEngine();
    const empty = engine.world(engine.createWorld({ scenario: 'empty' })).state;
    expect(Object.keys(empty.users).sort()).toEqual(WELL_KNOWN_ACCOUNTS.map((a) => a.username).sort());
    const off = engine.world(engine.createWorld({ scenario: 'all-flags-off' })).state;
    for (const key of WHITELABEL_KEYS) expect(off.settings.info.whitelabel[key]).toBe(false);
  });

  it('every scenario has a description and builds a valid world', () => {
    for (const s of scenarioList) {
      expect(s.description.length).toBeGreaterThan(10);
      expect(() => createEngine().createWorld({ scenario: s.name })).not.toThrow();
    }
  });

  it('applying a scenario keeps the clock and the sessions', () => {
    const engine = createEngine();
    const w = engine.world('x');
    w.clock.advance(60_000);
    const token = w.openSession('player01');
    engine.applyScenario('x', 'maintenance');
    expect(w.state.settings.maintenance).toBe(true);
    expect(w.state.sessions[token]?.username).toBe('player01');
    expect(w.clock.now() - w.config.clock.start).toBe(60_000);
  });
});

describe('dispatch', () => {
  it('has a handler for every endpoint of the contracts table', () => {
    const engine = createEngine();
    const missing = endpointList.filter((e) => !engine.hasHandler(e.id)).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('answers url.empty 404 for a path outside the table and journals it', async () => {
    const engine = createEngine();
    const res = json(await engine.handle(get(null, { path: '/api/nope' })));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'url.empty', value: null });
    expect(engine.world().journal.list()).toEqual([
      { seq: 1, at: engine.world().clock.now(), method: 'GET', path: '/api/nope', endpoint: null, status: 404, code: 'url.empty' },
    ]);
  });

  it('validates and coerces the query for transports without a validator; 400 names the field', async () => {
    const engine = createEngine({ handlers: testHandlers });
    const good = json(await engine.handle(get(testEndpoints.search, { query: { page: '2' } })));
    expect(good.body.value).toEqual({ page: 2, q: '' });
    const bad = json(await engine.handle(get(testEndpoints.search, { query: { page: 'x' } })));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'bad.request', value: { field: 'page' } });
    const missing = json(await engine.handle(get(testEndpoints.search, { query: {} })));
    expect(missing.body.value).toEqual({ field: 'page' });
  });

  it('needs a live token for auth endpoints: missing -> not.logged.in, unknown or expired -> logged.out (A-014, A-159)', async () => {
    const engine = createEngine({ handlers: testHandlers });
    const w = engine.world();
    const call = async (token?: string) => json(await engine.handle(get(testEndpoints.inbox, { headers: token ? { token } : {} })));
    expect((await call()).body.code).toBe('not.logged.in');
    expect((await call()).status).toBe(401);
    expect((await call('nope')).body.code).toBe('logged.out');
    const token = w.openSession('player01', 1_000);
    expect((await call(token)).body.value).toEqual({ username: 'player01' });
    w.clock.advance(1_000);
    expect((await call(token)).body.code).toBe('logged.out');
  });

  it('keeps at most MAX_SESSIONS live sessions per world: expired ones go first, then the oldest', async () => {
    const engine = createEngine({ handlers: testHandlers });
    const w = engine.world();
    const call = async (token: string) => json(await engine.handle(get(testEndpoints.inbox, { headers: { token } })));
    const short = w.openSession('player01', 1_000);
    const oldest = w.openSession('player01');
    const second = w.openSession('player01');
    w.clock.advance(1_000);
    for (let i = 3; i < MAX_SESSIONS; i++) w.openSession('player01');
    expect(Object.keys(w.state.sessions)).toHaveLength(MAX_SESSIONS);
    // The bound is reached: the expired session makes the room, every live one stays.
    const next = w.openSession('player01');
    expect(Object.keys(w.state.sessions)).toHaveLength(MAX_SESSIONS);
    expect(w.state.sessions[short]).toBeUndefined();
    expect((await call(oldest)).body.value).toEqual({ username: 'player01' });
    // No expired one left: the oldest goes, and its token answers logged.out.
    w.openSession('player01');
    expect(Object.keys(w.state.sessions)).toHaveLength(MAX_SESSIONS);
    expect((await call(oldest)).body.code).toBe('logged.out');
    expect((await call(second)).body.value).toEqual({ username: 'player01' });
    expect((await call(next)).body.value).toEqual({ username: 'player01' });
  });

  it('refuses a module endpoint with no.permission while its white-label switch is off (A-016)', async () => {
    const engine = createEngine({ handlers: testHandlers });
    const w = engine.world();
    const token = w.openSession('player01');
    w.patch({ settings: { info: { whitelabel: { MAILCEN: false } } } });
    const res = json(await engine.handle(get(testEndpoints.inbox, { headers: { token } })));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('no.permission');
  });

  it('decrypts encrypted bodies and answers 400 with a clear message when it cannot', async () => {
    const engine = createEngine({ handlers: testHandlers });
    const ok = json(await engine.handle(get(testEndpoints.login, { body: encryptBody({ username: 'player01', password: 'x' }) })));
    expect(ok.status).toBe(200);
    const garbage = json(await engine.handle(get(testEndpoints.login, { body: { data: 'not-a-cipher' } })));
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({ code: 'bad.request', value: { field: 'data' } });
    expect(garbage.body.message).toMatch(/encrypted body/);
    const invalid = json(await engine.handle(get(testEndpoints.login, { body: encryptBody({ username: '', password: 'x' }) })));
    expect(invalid.body.value).toEqual({ field: 'username' });
  });

  it('journals an encrypted body decrypted once by dispatch, secrets masked', async () => {
    const engine = createEngine({ handlers: testHandlers });
    await engine.handle(get(testEndpoints.login, { body: encryptBody({ username: 'player01', password: 'x' }) }));
    expect(engine.world().journal.list().at(-1)?.body).toEqual({ username: 'player01', password: '***' });
  });

  it('keeps a validated query per schema, yet hands each request its own copy and refuses a bad query every time', () => {
    const schema = api.games.list.query!;
    const first = validatePart(schema, 'querystring', { gameType: 'RNG', pageNo: '2' }) as Record<string, unknown>;
    expect(first).toMatchObject({ gameType: 'RNG', pageNo: 2 });
    first.pageNo = 99;
    first.gameType = 'changed by a handler';
    expect(validatePart(schema, 'querystring', { gameType: 'RNG', pageNo: '2' })).toEqual({ ...first, gameType: 'RNG', pageNo: 2 });
    for (let i = 0; i < 2; i++) expect(() => validatePart(schema, 'querystring', { pageNo: 'x' })).toThrow(/pageNo/);
  });

  it('hands out unique session tokens per world and process, also after a reset', async () => {
    const login = async (engine: ReturnType<typeof createEngine>, worldId?: string) =>
      json(await engine.handle(get(testEndpoints.login, { worldId, body: encryptBody({ username: 'player01', password: 'x' }) }))).body
        .value as { token: string };
    const a = createEngine({ handlers: testHandlers });
    const b = createEngine({ handlers: testHandlers });
    const first = (await login(a)).token;
    const other = (await login(b)).token;
    a.reset('default');
    const afterReset = (await login(a)).token;
    const elsewhere = (await login(a, 'w-other')).token;
    expect(new Set([first, other, afterReset, elsewhere]).size).toBe(4);
    // A token of one world is unknown in another world of the same seed.
    expect(b.world().state.sessions[first]).toBeUndefined();
    expect(first).toMatch(/^[a-z0-9]+x[0-9a-f]{24}$/);
  });
});

describe('faults', () => {
  const setup = () => {
    const waits: number[] = [];
    const engine = createEngine({ delay: async (ms) => void waits.push(ms) });
    return { engine, waits, w: engine.world() };
  };

  it('answers an error envelope with the given status and code for N calls, then clears itself', async () => {
    const { engine, w } = setup();
    w.faults.add([{ endpoint: 'system.status', status: 503, code: 'system.upgrading', times: 2 }]);
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const res = json(await engine.handle(get(api.system.status)));
      codes.push(`${res.status} ${res.body.code}`);
    }
    expect(codes).toEqual(['503 system.upgrading', '503 system.upgrading', '200 OK']);
    expect(w.faults.list()).toEqual([]);
  });

  it('takes the status of the error table for a code alone, and only touches the named endpoint', async () => {
    const { engine, w } = setup();
    w.faults.add([{ endpoint: 'system.settings', code: 'maintenance' }]);
    expect(json(await engine.handle(get(api.system.settings))).status).toBe(503);
    expect(json(await engine.handle(get(api.system.settings))).status).toBe(503);
    expect(json(await engine.handle(get(api.system.status))).status).toBe(200);
    w.faults.clear('system.settings');
    expect(json(await engine.handle(get(api.system.settings))).status).toBe(200);
  });

  it('drops the connection, sends a malformed body, and applies latency through the delay', async () => {
    const { engine, w, waits } = setup();
    w.faults.add([{ endpoint: '*', drop: true, times: 1 }]);
    expect(await engine.handle(get(api.system.status))).toEqual({ kind: 'drop' });
    w.faults.add([{ endpoint: 'system.status', malformed: true, times: 1 }]);
    const malformed = await engine.handle(get(api.system.status));
    expect(malformed.kind).toBe('malformed');
    if (malformed.kind === 'malformed') expect(() => JSON.parse(malformed.text)).toThrow();
    w.faults.add([{ endpoint: 'system.status', latencyMs: 1_500, times: 1 }]);
    expect(json(await engine.handle(get(api.system.status))).status).toBe(200);
    expect(waits).toEqual([1_500]);
    expect(w.journal.list().map((e) => [e.status, e.code])).toEqual([
      [0, null],
      [200, null],
      [200, 'OK'],
    ]);
  });

  it('adds the engine-wide latency (CLI --latency) to every answer', async () => {
    const waits: number[] = [];
    const engine = createEngine({ latencyMs: 300, delay: async (ms) => void waits.push(ms) });
    await engine.handle(get(api.system.status));
    expect(waits).toEqual([300]);
  });
});
