import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine/assembly/engine';
import { buildApp } from '../http/server';
import { injectFetch } from '../testing/inject-fetch';
import { createSimHandlers } from '../msw/index';
import { createControlClient, type ControlClient } from './client';
import { controlRoutes, CONTROL_PREFIX, routeIds, type RouteId } from './contract';

/**
 * The control API is one contract served by both transports. The same sequence
 * of control calls, bodies included (valid and refused), answers the same status and JSON through
 * Fastify (app.inject) and through the MSW handlers; the sequence covers every route of the table.
 */

const MSW_ORIGIN = 'http://parity.test';
const CLIENT_ORIGIN = 'http://parity-client.test';
const server = setupServer(
  ...createSimHandlers({ engine: createEngine(), baseUrl: MSW_ORIGIN }),
  ...createSimHandlers({ engine: createEngine(), baseUrl: CLIENT_ORIGIN }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface Step {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  /** An object is sent as JSON; a string as it is (broken JSON, other media types). */
  body?: unknown;
  contentType?: string;
  /** The status QA expects (both transports must agree on it too). */
  status: number;
}

const json = (method: Step['method'], path: string, status: number, body?: unknown): Step => ({ method, path, status, body });

/** The story of one QA session: each call with a body, then the refusals. */
const steps: Step[] = [
  json('GET', '/scenarios', 200),
  json('POST', '/worlds', 201, {
    id: 'p1',
    seed: 7,
    scenario: 'maintenance',
    overrides: { settings: { regionRestriction: true } },
    clock: { mode: 'frozen' },
  }),
  json('POST', '/worlds', 201, { seed: 3 }),
  json('GET', '/worlds', 200),
  json('GET', '/worlds/p1', 200),
  json('POST', '/worlds/p1/reset', 200),
  json('PATCH', '/worlds/p1/state', 200, { settings: { maintenance: false }, users: { player02: null } }),
  json('GET', '/worlds/p1/state', 200),
  json('POST', '/worlds/p1/clock', 200, { freeze: true, set: Date.UTC(2026, 1, 1), advanceMs: 90_000 }),
  json('GET', '/worlds/p1/clock', 200),
  json('POST', '/worlds/p1/faults', 200, [
    { endpoint: 'system.settings', status: 503, times: 2 },
    { endpoint: '*', latencyMs: 800 },
  ]),
  json('POST', '/worlds/p1/faults', 200, { endpoint: 'auth.login', drop: true, times: 1 }),
  json('GET', '/worlds/p1/faults', 200),
  json('DELETE', '/worlds/p1/faults?endpoint=system.settings', 200),
  json('POST', '/worlds/p1/scenario', 200, { name: 'captcha-required', overrides: { settings: { maintenance: true } } }),
  json('POST', '/worlds/p1/sms', 200, { mobileNum: '912345678', code: '246810', purpose: 'login' }),
  json('POST', '/worlds/p1/captcha', 200, { username: 'player01', onNextFailure: true }),
  json('POST', '/worlds/p1/draw', 200, { code: 'FAST1', inSec: 8 }),
  json('GET', '/worlds/p1/draws', 200),
  json('GET', '/worlds/p1/peek', 200),
  json('GET', '/worlds/p1/journal?endpoint=system.status', 200),
  // The catalogue and the team KPI figures, in the export below.
  json('POST', '/worlds/p1/vendors', 200, { vassalage: 'QAV', displayName: 'QA Vendor', gameTypes: ['RNG'] }),
  json('POST', '/worlds/p1/games', 200, { vassalage: 'QAV', gameName: 'QA Slot', isTop: true, isNew: true }),
  json('DELETE', '/worlds/p1/games/N10001', 200),
  json('DELETE', '/worlds/p1/vendors/CQ9', 200),
  json('POST', '/worlds/p1/kpi', 200, { username: 'agent001', date: '2026-02-01', teamLoginMemberCount: 42 }),
  json('GET', '/worlds/p1/export', 200),
  // The export of p1, imported as p2 (the body is filled in from the answer above).
  json('POST', '/import?id=p2', 201, 'EXPORT'),
  json('GET', '/worlds/p2', 200),
  json('DELETE', '/worlds/p2', 200),
  // Last of the valid calls: its token is random, and would sit in the state read above.
  json('POST', '/worlds/p1/sessions', 200, { username: 'player01' }),
  // Refused bodies: each a 400 naming what is wrong, never a change.
  json('POST', '/worlds', 400, { seed: 'seven' }),
  json('POST', '/worlds', 400, { seed: 1, colour: 'red' }),
  json('POST', '/worlds', 400, { scenario: 'no-such-scenario' }),
  json('POST', '/worlds/p1/clock', 400, { set: 1e308 }),
  json('POST', '/worlds/p1/clock', 400, { advanceMs: -Date.UTC(2030, 0, 1) }),
  json('POST', '/worlds/p1/faults', 400, { endpoint: 'system.status', times: 0 }),
  json('POST', '/worlds/p1/faults', 400, [{ endpoint: '*' }, { endpoint: '' }]),
  json('POST', '/worlds/p1/scenario', 400, { name: 'no-such-scenario' }),
  json('POST', '/worlds/p1/scenario', 400, {}),
  json('PATCH', '/worlds/p1/state', 400, [1, 2]),
  json('PATCH', '/worlds/p1/state', 400, { settings: { maintenance: 'yes' } }),
  json('PATCH', '/worlds/p1/state', 400, { auth: { validationRules: { loginUsername: { pattern: '(a+)+$' } } } }),
  json('POST', '/worlds/p1/sms', 400, { mobileNum: 'abc', code: '1' }),
  json('POST', '/worlds/p1/captcha', 400, { username: 'player01' }),
  json('POST', '/worlds/p1/draw', 400, { code: 'FAST1', inSec: 0 }),
  json('POST', '/worlds/p1/sessions', 400, {}),
  json('POST', '/import', 400, { format: 'something-else' }),
  json('POST', '/worlds/p1/games', 400, { vassalage: 'QAV', gameName: 'x', isTop: 'yes' }),
  json('POST', '/worlds/p1/games', 400, { vassalage: 'NOPE', gameName: 'x' }),
  json('POST', '/worlds/p1/vendors', 400, { vassalage: 'NEW' }),
  json('POST', '/worlds/p1/kpi', 400, { username: 'agent001', date: '2026-02-01', teamBetMemberCount: 1_000_001 }),
  json('POST', '/worlds/p1/kpi', 400, { username: 'member40', date: '2026-02-01', teamBetMemberCount: 1 }),
  json('GET', '/worlds/p1/journal?endpoint=a&endpoint=b', 400),
  { method: 'POST', path: '/worlds/p1/clock', body: '{"set":', contentType: 'application/json', status: 400 },
  { method: 'POST', path: '/worlds/p1/scenario', body: 'name=maintenance', contentType: 'application/x-www-form-urlencoded', status: 415 },
  // Well-formed but unknown: 404.
  json('POST', '/worlds/p1/sessions', 404, { username: 'nobody' }),
  json('POST', '/worlds/p1/draw', 404, { code: 'NOPE', inSec: 5 }),
  json('POST', '/worlds/p1/kpi', 404, { username: 'nobody', date: '2026-02-01' }),
  json('GET', '/worlds/p1/nothing', 404),
  json('PUT', '/worlds/p1/state', 404, {}),
  // After the refusals, p1 is as the valid calls left it.
  json('GET', '/worlds/p1', 200),
  json('GET', '/worlds/p1/faults', 200),
];

interface Answer {
  status: number;
  body: unknown;
}

/** Session tokens are random by design: compared by shape. */
const normalise = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body), (key, value: unknown) => (key === 'token' && typeof value === 'string' ? '<token>' : value));

function payloadOf(step: Step, exported: unknown): string | undefined {
  if (step.body === undefined) return undefined;
  if (step.body === 'EXPORT') return JSON.stringify(exported);
  return typeof step.body === 'string' ? step.body : JSON.stringify(step.body);
}

async function runAll(send: (step: Step, payload: string | undefined) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let exported: unknown;
  for (const step of steps) {
    const answer = await send(step, payloadOf(step, exported));
    if (step.path.endsWith('/export')) exported = answer.body;
    answers.push({ status: answer.status, body: normalise(answer.body) });
  }
  return answers;
}

const headersOf = (step: Step, payload: string | undefined): Record<string, string> =>
  payload === undefined ? {} : { 'content-type': step.contentType ?? 'application/json' };

/** Which table route a step calls (null: no route, the 404 steps). */
function routeOf(step: Step): RouteId | null {
  const path = step.path.split('?')[0]!;
  return (
    routeIds.find((id) => {
      const def = controlRoutes[id];
      return def.method === step.method && new RegExp(`^${def.path.replace(/:[a-z]+/g, '[^/]+')}$`).test(path);
    }) ?? null
  );
}

describe('control API parity: Fastify and MSW', () => {
  it('answer the same status and JSON to the same calls, bodies and refusals included', async () => {
    const app = buildApp({ engine: createEngine() });
    const viaFastify = await runAll(async (step, payload) => {
      const res = await app.inject({
        method: step.method,
        url: `${CONTROL_PREFIX}${step.path}`,
        headers: headersOf(step, payload),
        payload,
      });
      return { status: res.statusCode, body: res.json() };
    });
    const viaMsw = await runAll(async (step, payload) => {
      const res = await fetch(`${MSW_ORIGIN}${CONTROL_PREFIX}${step.path}`, {
        method: step.method,
        headers: headersOf(step, payload),
        body: payload,
      });
      return { status: res.status, body: await res.json() };
    });

    steps.forEach((step, i) => {
      const where = `${step.method} ${step.path} ${typeof step.body === 'string' ? step.body : JSON.stringify(step.body ?? '')}`;
      expect(viaFastify[i]!.status, `Fastify ${where}`).toBe(step.status);
      expect(viaMsw[i], `MSW ${where}`).toEqual(viaFastify[i]);
      if (step.status >= 400) expect(viaMsw[i]!.body, where).toEqual({ error: expect.any(String) });
    });
    // The refusals name the field at fault.
    const errorOf = (path: string, body: unknown) => viaMsw[steps.findIndex((s) => s.path === path && s.body === body)]!.body;
    expect(errorOf('/worlds/p1/faults', steps.find((s) => s.status === 400 && s.path === '/worlds/p1/faults')!.body)).toEqual({
      error: expect.stringMatching(/times/),
    });
    expect(errorOf('/worlds', steps.find((s) => s.status === 400 && s.path === '/worlds')!.body)).toEqual({
      error: expect.stringMatching(/^world\/seed: /),
    });
    // A refused body changes nothing: p1 keeps the faults and clock of the valid calls.
    const [world, faults] = viaMsw.slice(-2);
    expect(world!.body).toEqual({
      id: 'p1',
      seed: 7,
      scenario: 'captcha-required',
      clock: { now: Date.UTC(2026, 1, 1) + 90_000, mode: 'frozen' },
    });
    expect(faults!.body).toEqual([
      { endpoint: '*', latencyMs: 800 },
      { endpoint: 'auth.login', drop: true, times: 1 },
    ]);
    // The sequence calls every route of the table.
    expect(new Set(steps.map(routeOf).filter((id) => id !== null))).toEqual(new Set(routeIds));
    // Two full runs, the scenario catalogue (a world per scenario) and whole states, on a shared machine.
  }, 30_000);

  it('the typed client gets the same answers over both transports', async () => {
    const app = buildApp({ engine: createEngine() });
    const inject = injectFetch(app);
    const script = async (control: ControlClient) => {
      const { id } = await control.createWorld({ seed: 11, overrides: { settings: { maintenance: true } } });
      return [
        id,
        await control.patchState(id, { settings: { regionRestriction: true } }).then((s) => s.settings),
        await control.clock(id, { advanceMs: 5_000 }),
        await control.addFaults(id, { endpoint: 'system.status', status: 503, times: 1 }),
        await control.clearFaults(id, 'system.status'),
        await control.applyScenario(id, 'lottery-draw-imminent'),
        await control.presetSms(id, { mobileNum: '912345678', code: '1234' }),
        await control.drawIn(id, 'FAST1', 30),
        await control.call('journal', { params: { id }, query: { endpoint: 'system.status' } }),
        await control.clock(id, { set: -1 }).catch((err: Error & { status?: number }) => [err.name, err.status, err.message]),
      ];
    };
    const viaFastify = await script(createControlClient('http://sim.test', inject));
    const viaMsw = await script(createControlClient(CLIENT_ORIGIN));
    expect(viaMsw).toEqual(viaFastify);
    expect(viaFastify[0]).toBe('w1-11');
    expect(viaFastify.at(-1)).toEqual(['ControlClientError', 400, expect.stringMatching(/^clock\/set: /)]);
  }, 20_000);
});
