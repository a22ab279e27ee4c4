import { endpointList } from '@m/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient } from '../control/client';
import { createEngine } from '../engine/assembly/engine';
import { buildApp } from '../http/server';
import { contractCheck, formatReport, readOnlyEndpoints } from './check';

/** `contract:check` is clean on the simulator and reports drift on a corrupted world. */

const app = buildApp({ engine: createEngine({ delay: async () => {} }) });
let target = '';

beforeAll(async () => {
  target = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('contract:check', () => {
  it('checks every GET endpoint of the contract table', () => {
    expect(readOnlyEndpoints().map((e) => e.id)).toEqual(endpointList.filter((e) => e.method === 'GET').map((e) => e.id));
  });

  it('is clean on the simulator, with a token for the member endpoints', async () => {
    const control = createControlClient(target);
    const { id } = await control.createWorld({ id: 'cc-clean' });
    const { token } = await control.openSession(id, 'player01');
    const report = await contractCheck({ target, token, world: id });
    expect(report.drift, formatReport(report)).toBe(false);
    // A member's token reaches most endpoints; agent-only ones answer a valid error envelope (skipped, not drift).
    expect(report.endpoints.filter((r) => r.outcome === 'ok').length).toBeGreaterThan(report.endpoints.length / 2);
    // Without a token the member endpoints are skipped, never counted as drift.
    const guest = await contractCheck({ target, world: id });
    expect(guest.drift).toBe(false);
    expect(guest.endpoints.find((r) => r.id === 'auth.memberInfo')?.outcome).toBe('skipped');
  });

  it('reports drift with the path of each offending field on a world corrupted through the control API', async () => {
    const control = createControlClient(target);
    const { id } = await control.createWorld({ id: 'cc-corrupt' });
    await control.addFaults(id, [
      { endpoint: 'system.status', corrupt: true },
      { endpoint: 'lottery.menu', corrupt: true },
      { endpoint: 'system.settings', malformed: true },
    ]);
    const report = await contractCheck({ target, world: id });
    expect(report.drift).toBe(true);
    const byId = new Map(report.endpoints.map((r) => [r.id, r]));
    expect(byId.get('system.status')).toMatchObject({ outcome: 'drift', issues: [{ path: '/value/status', found: '"0"' }] });
    expect(byId.get('lottery.menu')?.issues[0]?.path).toBe('/value/0/tag');
    expect(byId.get('system.settings')).toMatchObject({ outcome: 'drift', issues: [{ path: '', message: 'answer is not JSON' }] });
    expect(byId.get('validation.rules')?.outcome).toBe('ok');
    expect(formatReport(report)).toMatch(/DRIFT\s+system\.status[\s\S]*\/value\/status: Expected/);
  });
});

describe('journal over HTTP', () => {
  it('records the query as sent, not as completed by validation defaults', async () => {
    const control = createControlClient(target);
    const { id } = await control.createWorld({ id: 'journal-http' });
    await fetch(`${target}/api/lottery/recent?recentCount=3`, { headers: { 'x-sim-world': id } });
    await fetch(`${target}/api/lottery/recent`, { headers: { 'x-sim-world': id } });
    const entries = await control.journal(id, 'lottery.recent');
    expect(entries.map((e) => e.query)).toEqual([{ recentCount: '3' }, undefined]);
  });
});
