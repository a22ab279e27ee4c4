import { api, contractHeaders, type Endpoint, type LotteryItem } from '@m/contracts';
import { encryptBody } from '@m/contracts/codec';
import { describe, expect, it } from 'vitest';
import { renderScenariosMarkdown, scenarioCatalogue } from '../engine/scenario-catalogue';
import { createEngine, type SimEngine, type SimResponse } from '../engine/assembly/engine';
import { scenarioList } from '../engine/scenarios';
import { WELL_KNOWN_PASSWORD } from '../engine/seed';
import { handleControl } from './router';
import type { WorldExport } from './types';
import { readRepoFile } from '../testing/repo-root';

/** The QA kit: scenario catalogue, control actions, journal payloads, null deletes, replay. */

const ctl = (engine: SimEngine, method: string, path: string, body?: unknown, query: Record<string, string> = {}) =>
  handleControl(engine, { method, path: `/__sim${path}`, query, body });

async function send(
  engine: SimEngine,
  worldId: string,
  endpoint: Endpoint,
  input: { query?: unknown; body?: unknown } = {},
): Promise<SimResponse> {
  return engine.handle({
    endpoint,
    worldId,
    method: endpoint.method,
    path: endpoint.path,
    query: input.query,
    body: endpoint.encrypted ? encryptBody(input.body) : input.body,
    headers: contractHeaders(endpoint),
  });
}
const value = (res: SimResponse) => {
  if (res.kind !== 'json') throw new Error(`expected JSON, got ${res.kind}`);
  return res.body;
};

describe('scenario catalogue', () => {
  it('GET /__sim/scenarios lists every scenario of the table with its knobs and faults', () => {
    const res = ctl(createEngine(), 'GET', '/scenarios');
    const list = res.body as Array<{ name: string; knobs: unknown[]; faults: unknown[] }>;
    expect(list.map((s) => s.name)).toEqual(scenarioList.map((s) => s.name));
    const byName = new Map(list.map((s) => [s.name, s]));
    expect(byName.get('maintenance')?.knobs).toEqual([{ path: 'settings.maintenance', change: 'set', value: true }]);
    expect(byName.get('all-flags-off')?.knobs).toEqual([
      { path: 'settings.info.whitelabel.*', change: 'set', value: false, count: expect.any(Number) },
    ]);
    expect(byName.get('slow-network')?.faults).toEqual([{ endpoint: '*', latencyMs: 1500 }]);
    // Every scenario except default changes something (state or faults).
    for (const s of list) if (s.name !== 'default') expect(s.knobs.length + s.faults.length, s.name).toBeGreaterThan(0);
  });

  it('docs/scenarios.md is generated from the catalogue (run `pnpm scenarios:doc` when this fails)', () => {
    const onDisk = readRepoFile('docs/scenarios.md');
    expect(onDisk).toBe(renderScenariosMarkdown(scenarioCatalogue()));
  });

  it('covers every edge case the spec flows name, each by a scenario', () => {
    const names = new Set(scenarioList.map((s) => s.name));
    for (const n of [
      'captcha-required',
      'captcha-lockout',
      'sms-short-expiry',
      'maintenance',
      'region-restricted',
      'maintenance-and-region',
      'lottery-draw-imminent',
      'lottery-all-closed',
      'trial-user',
      'empty',
      'all-flags-off',
      'all-flags-on',
      'slow-network',
      'flaky-network',
    ])
      expect(names.has(n), n).toBe(true);
  });
});

describe('network scenarios and new fault kinds', () => {
  it('slow-network delays every answer by 1.5 s (reinstalled by reset)', async () => {
    const waits: number[] = [];
    const engine = createEngine({ delay: async (ms) => void waits.push(ms) });
    engine.createWorld({ id: 's', scenario: 'slow-network' });
    await send(engine, 's', api.system.status);
    engine.reset('s');
    await send(engine, 's', api.system.settings);
    expect(waits).toEqual([1500, 1500]);
  });

  it('flaky-network drops exactly every 3rd call', async () => {
    const engine = createEngine({ delay: async () => {} });
    engine.createWorld({ id: 'f', scenario: 'flaky-network' });
    const kinds = [];
    for (let i = 0; i < 6; i++) kinds.push((await send(engine, 'f', api.system.status)).kind);
    expect(kinds).toEqual(['json', 'json', 'drop', 'json', 'json', 'drop']);
  });

  it('all-flags-on turns every white-label switch on', () => {
    const engine = createEngine();
    engine.createWorld({ id: 'on', scenario: 'all-flags-on' });
    expect(Object.values(engine.world('on').state.settings.info.whitelabel).every(Boolean)).toBe(true);
  });

  it('a corrupt fault answers 200 with one field of the real value changed in type', async () => {
    const engine = createEngine();
    const clean = value(await send(engine, 'c', api.system.status));
    ctl(engine, 'POST', '/worlds/c/faults', { endpoint: 'system.status', corrupt: true, times: 1 });
    const bad = await send(engine, 'c', api.system.status);
    expect(clean.value).toEqual({ status: 0 });
    // Raw text, so no transport's serialiser mends it.
    expect(bad.kind === 'malformed' && JSON.parse(bad.text)).toMatchObject({ success: true, value: { status: '0' } });
    expect(value(await send(engine, 'c', api.system.status)).value).toEqual({ status: 0 });
  });
});

describe('journal payloads (what the site sent)', () => {
  it('records query and decrypted body with passwords masked', async () => {
    const engine = createEngine();
    await send(engine, 'j', api.lottery.recent, { query: { recentCount: 3 } });
    await send(engine, 'j', api.auth.login, { body: { username: 'player01', password: 'nope-123', type: 'username' } });
    const journal = ctl(engine, 'GET', '/worlds/j/journal').body as Array<{ endpoint: string; query?: unknown; body?: unknown }>;
    expect(journal[0]).toMatchObject({ endpoint: 'lottery.recent', query: { recentCount: 3 } });
    expect(journal[1]).toMatchObject({ endpoint: 'auth.login', body: { username: 'player01', password: '***', type: 'username' } });
    expect(JSON.stringify(journal)).not.toContain('nope-123');
  });
});

describe('PATCH null deletes', () => {
  it('null deletes an entry of a keyed collection, empties a collection, and stays a value on a fixed field', () => {
    const engine = createEngine();
    const w = engine.world('n');
    expect(Object.hasOwn(w.state.users, 'player01')).toBe(true);
    let res = ctl(engine, 'PATCH', '/worlds/n/state', { users: { player01: null }, lottery: { lotteries: { FAST1: null } } });
    expect(res.status).toBe(200);
    expect(Object.hasOwn(w.state.users, 'player01')).toBe(false);
    expect(Object.hasOwn(w.state.lottery.lotteries, 'FAST1')).toBe(false);
    res = ctl(engine, 'PATCH', '/worlds/n/state', { affiliateCodes: null });
    expect(w.state.affiliateCodes).toEqual({});
    res = ctl(engine, 'PATCH', '/worlds/n/state', { affiliateCodes: { NEW1: 'agent01' }, captcha: null });
    expect(w.state.affiliateCodes).toEqual({ NEW1: 'agent01' });
    expect(w.state.captcha).toBeNull();
    // A fixed field that may not be null is still refused.
    expect(ctl(engine, 'PATCH', '/worlds/n/state', { settings: null }).status).toBe(400);
  });
});

describe('QA control actions', () => {
  it('POST /sms presets a code that logs in by SMS', async () => {
    const engine = createEngine();
    const user = engine.world('s').state.users.player01!;
    const res = ctl(engine, 'POST', '/worlds/s/sms', {
      mobileNum: user.mobileNum,
      countryDialingCode: user.countryDialingCode,
      code: '246810',
    });
    expect(res.status).toBe(200);
    const login = value(
      await send(engine, 's', api.auth.login, {
        body: { username: user.mobileNum, password: '246810', type: 'sms', countryDialingCode: user.countryDialingCode },
      }),
    );
    expect(login).toMatchObject({ success: true, value: { userName: 'player01' } });
    expect(ctl(engine, 'POST', '/worlds/s/sms', { mobileNum: 'x', code: '1' }).status).toBe(400);
  });

  it('POST /captcha makes the next wrong password ask, or not ask, for the captcha', async () => {
    const engine = createEngine();
    const wrong = { username: 'player01', password: 'wrong-pass1', type: 'username' };
    expect(ctl(engine, 'POST', '/worlds/c/captcha', { username: 'player01', onNextFailure: true }).status).toBe(200);
    expect(value(await send(engine, 'c', api.auth.login, { body: wrong }))).toMatchObject({
      code: 'password.wrong',
      value: { captcha: true },
    });

    engine.createWorld({ id: 'c2', scenario: 'captcha-required' });
    ctl(engine, 'POST', '/worlds/c2/captcha', { username: 'player01', onNextFailure: false });
    expect(value(await send(engine, 'c2', api.auth.login, { body: wrong }))).toMatchObject({
      code: 'password.wrong',
      value: { captcha: false },
    });
    // Used once: the rule applies again.
    expect(value(await send(engine, 'c2', api.auth.login, { body: wrong }))).toMatchObject({
      code: 'password.wrong',
      value: { captcha: true },
    });
    expect(ctl(engine, 'POST', '/worlds/c2/captcha', { username: 'constructor', onNextFailure: true }).status).toBe(404);
    expect(WELL_KNOWN_PASSWORD).toBeTruthy();
  });

  it("POST /draw puts a lottery's next draw N s from now (fast, daily and closed ones)", async () => {
    const engine = createEngine();
    const remain = async (code: string) => {
      const menu = value(await send(engine, 'd', api.lottery.menu)).value as Array<{ gameMenus: LotteryItem[] }>;
      return menu.flatMap((g) => g.gameMenus).find((i) => i.code === code)?.remainTime;
    };
    for (const [code, inSec] of [
      ['FAST1', 7],
      ['FAST3', 400],
      ['VN_NORTH', 90],
      ['FAST10', 30],
    ] as const) {
      const res = ctl(engine, 'POST', '/worlds/d/draw', { code, inSec });
      expect(res.body, code).toMatchObject({ remainTime: inSec });
      expect(await remain(code), code).toBe(inSec);
    }
    expect(ctl(engine, 'POST', '/worlds/d/draw', { code: '__proto__', inSec: 5 }).status).toBe(404);
    const draws = ctl(engine, 'GET', '/worlds/d/draws').body as Array<{ code: string; nextDrawAt: number }>;
    expect(draws[0]).toEqual({ code: 'FAST1', name: '1-Minute Lotto', nextDrawAt: engine.world('d').clock.now() + 7_000 });
    expect(draws.map((d) => d.nextDrawAt)).toEqual([...draws.map((d) => d.nextDrawAt)].sort((a, b) => a - b));
    expect(ctl(engine, 'POST', '/worlds/d/draw', { code: 'FAST1', inSec: 0 }).status).toBe(400);
  });
});

describe('replay: export and import', () => {
  it('an imported world answers exactly as the exported one, at the same instant', async () => {
    const a = createEngine();
    a.createWorld({ id: 'orig', seed: 7, scenario: 'lottery-draw-imminent', overrides: { users: { player01: { balance: 12 } } } });
    ctl(a, 'PATCH', '/worlds/orig/state', { settings: { maintenance: true } });
    ctl(a, 'POST', '/worlds/orig/clock', { advanceMs: 4_000 });
    ctl(a, 'POST', '/worlds/orig/faults', { endpoint: 'lottery.recent', status: 500 });
    await send(a, 'orig', api.system.status);
    const doc = ctl(a, 'GET', '/worlds/orig/export').body as WorldExport;
    expect(doc).toMatchObject({
      format: 'm-sim-world/1',
      id: 'orig',
      seed: 7,
      scenario: 'lottery-draw-imminent',
      clock: { now: a.world('orig').clock.now() },
    });
    expect(doc.journal).toHaveLength(1);

    const b = createEngine();
    const imported = ctl(b, 'POST', '/import', JSON.parse(JSON.stringify(doc)));
    expect(imported).toEqual({ status: 201, body: { id: 'replay-orig' } });
    for (const e of [api.system.status, api.lottery.menu, api.lottery.recent]) {
      expect(JSON.stringify(value(await send(b, 'replay-orig', e))), e.id).toBe(JSON.stringify(value(await send(a, 'orig', e))));
    }
    expect((ctl(b, 'GET', '/worlds/replay-orig/journal').body as unknown[]).length).toBe(4);
    expect(ctl(b, 'POST', '/import', doc, { id: 'mine' }).body).toEqual({ id: 'mine' });
    expect(ctl(b, 'POST', '/import', { ...doc, state: { nope: 1 } }).status).toBe(400);
    expect(ctl(b, 'POST', '/import', { format: 'x' }).status).toBe(400);
  });
});
