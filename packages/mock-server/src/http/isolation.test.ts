import { api } from '@m/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/client';
import { createEngine } from '../engine/assembly/engine';
import { buildApp } from './server';

/**
 * Isolation under load (docs/control-api.md "Worlds and how a request picks one"): eight worlds, each in a
 * different scenario, driven at once by concurrent requests over real loopback sockets. Every
 * answer must be the one of its own world, no state bleeds between worlds, and every journal
 * holds exactly the requests sent to its world.
 */
const SCENARIOS = [
  'default',
  'maintenance',
  'region-restricted',
  'maintenance-and-region',
  'empty',
  'all-flags-off',
  'lottery-all-closed',
  'captcha-required',
] as const;
/** System status each scenario must answer. */
const STATUS: Record<(typeof SCENARIOS)[number], number> = {
  default: 0,
  maintenance: 1,
  'region-restricted': 2,
  'maintenance-and-region': 1,
  empty: 0,
  'all-flags-off': 0,
  'lottery-all-closed': 0,
  'captcha-required': 0,
};
const ROUNDS = 25;

let app: ReturnType<typeof buildApp>;
let base: string;
let control: ControlClient;

beforeAll(async () => {
  app = buildApp({ engine: createEngine({ delay: async () => {} }), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
  control = createControlClient(base);
});
afterAll(() => app.close());

const get = async (world: string, path: string, token?: string) => {
  const res = await fetch(`${base}${path}`, { headers: { 'x-sim-world': world, ...(token ? { token } : {}) } });
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value: unknown } };
};

describe('eight worlds in eight scenarios under concurrent load', () => {
  it('answers each request from its own world, with no bleed and exact journals', { timeout: 60_000 }, async () => {
    const worlds = await Promise.all(SCENARIOS.map((scenario) => control.createWorld({ seed: 42, scenario })));
    // A marker per world, set through the control API: player01's nickname names its world.
    await Promise.all(worlds.map(({ id }, i) => control.patchState(id, { users: { player01: { nickname: `world-${i}` } } })));
    const sessions = await Promise.all(worlds.map(({ id }) => control.openSession(id, 'player01')));

    const calls = worlds.flatMap(({ id }, i) =>
      Array.from({ length: ROUNDS }, async () => {
        const scenario = SCENARIOS[i]!;
        const [status, settings, info, lottery] = await Promise.all([
          get(id, api.system.status.path),
          get(id, api.system.settings.path),
          get(id, api.auth.memberInfo.path, sessions[i]!.token),
          get(id, api.lottery.menu.path),
        ]);
        expect((status.body.value as { status: number }).status, `${scenario} status`).toBe(STATUS[scenario]);
        const whitelabel = (settings.body.value as { info: { whitelabel: Record<string, boolean> } }).info.whitelabel;
        if (scenario === 'all-flags-off') expect(Object.values(whitelabel).every((on) => !on)).toBe(true);
        else expect(Object.values(whitelabel).some(Boolean)).toBe(true);
        expect((info.body.value as { nickname: string }).nickname, `${scenario} member info`).toBe(`world-${i}`);
        const items = (lottery.body.value as Array<{ gameMenus: Array<{ isSale: boolean }> }>).flatMap((g) => g.gameMenus);
        if (scenario === 'lottery-all-closed') expect(items.every((l) => !l.isSale)).toBe(true);
        else expect(items.some((l) => l.isSale)).toBe(true);
      }),
    );
    await Promise.all(calls);

    for (const [i, { id }] of worlds.entries()) {
      const journal = await control.journal(id);
      expect(journal, `journal of ${SCENARIOS[i]}`).toHaveLength(ROUNDS * 4);
      for (const path of [api.system.status.path, api.system.settings.path, api.auth.memberInfo.path, api.lottery.menu.path]) {
        expect(journal.filter((e) => e.path === path)).toHaveLength(ROUNDS);
      }
    }
    // A session of one world is unknown in every other world (tokens are unique per world).
    for (const [i, { id }] of worlds.entries()) {
      const foreign = sessions[(i + 1) % sessions.length]!.token;
      const res = await get(id, api.auth.memberInfo.path, foreign);
      expect(res.body.code, `${SCENARIOS[i]} refuses another world's token`).toBe('logged.out');
    }
    await Promise.all(worlds.map(({ id }) => control.deleteWorld(id)));
  });
});
