import { api, type ContractInfoValue, type TeamKpiValue, type TeamMembersValue } from '@m/contracts';
import { encryptBody } from '@m/contracts/codec';
import { describe, expect, it } from 'vitest';
import { DEFAULT_START } from '../clock';
import { setupWorld } from '../../testing/engine-harness';

/** G-086..G-103: the agent area on the world clock. */

const today = (t = DEFAULT_START) => new Date(t).toISOString().slice(0, 10);
const kpiQuery = (t?: number) => ({ startDate: today(t), endDate: today(t), size: 0 });

describe('agent reports (G-087, G-089)', () => {
  it('refuses non-agents with not.agent', async () => {
    const { w, send } = setupWorld();
    for (const name of ['player01', 'member40']) {
      const res = await send(api.agent.wallet, w.openSession(name));
      expect(res).toMatchObject({ status: 403, code: 'not.agent' });
    }
  });

  it('counts the team for the requested day and changes with the day of the clock', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('agent001');
    const day1 = (await send(api.agent.teamKpi, token, { query: kpiQuery() })).value as TeamKpiValue;
    expect(day1.teamSize).toBe(12);
    expect(day1.list).toEqual([]);
    const f = day1.footer;
    expect(f.teamLoginMemberCount).toBeGreaterThanOrEqual(f.teamBetMemberCount);
    expect(f.teamLoginMemberCount).toBeGreaterThanOrEqual(f.teamOnlineCount);
    expect(f.teamLoginMemberCount).toBeLessThanOrEqual(12);
    const again = (await send(api.agent.teamKpi, token, { query: kpiQuery() })).value as TeamKpiValue;
    expect(again).toEqual(day1);
    // Several days later (clock moved): the counters are those of the new day.
    const counts: string[] = [];
    for (let d = 0; d < 5; d++) {
      w.clock.advance(86_400_000);
      const v = (await send(api.agent.teamKpi, w.openSession('agent001'), { query: kpiQuery(w.clock.now()) })).value as TeamKpiValue;
      counts.push(JSON.stringify(v.footer));
    }
    expect(new Set([JSON.stringify(f), ...counts]).size).toBeGreaterThan(1);
  });

  it('a member registered through the register centre counts as registered today', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('agent001');
    const before = (await send(api.agent.teamKpi, token, { query: kpiQuery() })).value as TeamKpiValue;
    const res = await send(api.agent.register, token, { body: encryptBody({ username: 'newteam01', password: 'Abcd1234' }) });
    expect(res).toMatchObject({ code: 'OK', value: { username: 'newteam01' } });
    const after = (await send(api.agent.teamKpi, token, { query: kpiQuery() })).value as TeamKpiValue;
    expect(after.footer.teamRegisterMemberCount).toBe(before.footer.teamRegisterMemberCount + 1);
    const members = (await send(api.agent.teamMembers, token, { query: {} })).value as TeamMembersValue;
    expect(members.list[0]!.username).toBe('newteam01');
    expect(members.total).toBe(13);
    expect((await send(api.agent.register, token, { body: encryptBody({ username: 'newteam01', password: 'Abcd1234' }) })).code).toBe('username.exists');
  });

  it('validates ranges: bad dates, reversed and longer than 31 days are 400', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('agent001');
    const pnl = (startDate: string, endDate: string) => send(api.agent.teamPnl, token, { query: { startDate, endDate } });
    expect(await send(api.agent.teamPnl, token, { query: {} })).toMatchObject({ status: 400, value: { field: 'startDate' } });
    expect((await pnl('2026-02-30', '2026-03-01')).status).toBe(400);
    expect((await pnl('2026-01-05', '2026-01-01')).status).toBe(400);
    expect((await pnl('2025-11-01', '2026-01-05')).status).toBe(400);
    expect((await pnl('2025-12-06', '2026-01-05')).code).toBe('OK');
  });

  it('pages team betting by slicing and refuses huge page numbers', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('agent001');
    const q = { startDate: '2025-12-10', endDate: '2026-01-05' };
    const p1 = (await send(api.agent.teamBetting, token, { query: { ...q, pageNo: 1, pageSize: 5 } })).value as { list: unknown[]; total: number };
    expect(p1.list).toHaveLength(5);
    expect(p1.total).toBeGreaterThan(5);
    expect((await send(api.agent.teamBetting, token, { query: { ...q, pageNo: 1e7, pageSize: 5 } })).status).toBe(400);
  });

  it('dividends are shown only with the DIVIDEND switch on and a signed dividend contract (G-094)', async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('agent001');
    expect(((await send(api.agent.dividends, token)).value as { shown: boolean }).shown).toBe(true);
    w.patch({ settings: { info: { whitelabel: { DIVIDEND: false } } } });
    expect(((await send(api.agent.dividends, token)).value as { shown: boolean }).shown).toBe(false);
    const other = w.openSession('agent002');
    expect(((await send(api.agent.dividends, other)).value as { shown: boolean; list: unknown[] }).list).toEqual([]);
  });
});

describe('contracts (G-096..G-102)', () => {
  it('agent-with-contracts: the three fields hold values until each contract is signed', async () => {
    const { w, send } = setupWorld({ scenario: 'agent-with-contracts' });
    const token = w.openSession('agent001');
    const info = async () => (await send(api.agent.salaryContractInfo, token)).value as ContractInfoValue;
    expect(await info()).toEqual({ dailysalreqtype: 'DAILY_A', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: 'HOURLY_B' });
    expect((await send(api.agent.dividendContractInfo, token)).value).toEqual(await info());
    expect((await send(api.agent.contract, token, { query: { kind: 'hour' } })).value).toMatchObject({ status: 'OFFERED', label: 'HOURLY_B' });
    expect((await send(api.agent.signContract, token, { body: { kind: 'hour' } })).value).toMatchObject({ status: 'SIGNED' });
    expect(await info()).toEqual({ dailysalreqtype: 'DAILY_A', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: '' });
    expect((await send(api.agent.signContract, token, { body: { kind: 'hour' } })).code).toBe('contract.not.offered');
  });

  it('default world: nothing offered; type 0 gets nulls; type 40 is not an agent', async () => {
    const { w, send } = setupWorld();
    expect((await send(api.agent.salaryContractInfo, w.openSession('agent001'))).value).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
    expect((await send(api.agent.salaryContractInfo, w.openSession('player01'))).value).toEqual({ dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null });
    expect((await send(api.agent.contract, w.openSession('member40'), { query: { kind: 'salary' } })).code).toBe('not.agent');
  });

  it('scenario empty: no team and no promotions', async () => {
    const { w, send } = setupWorld({ scenario: 'empty' });
    const v = (await send(api.agent.teamKpi, w.openSession('agent001'), { query: kpiQuery() })).value as TeamKpiValue;
    expect(v.teamSize).toBe(0);
    expect(((await send(api.promotions.list, undefined, { query: {} })).value as { list: unknown[] }).list).toEqual([]);
  });

  it('the same seed answers byte-identical team figures', async () => {
    const a = setupWorld();
    const b = setupWorld();
    const q = { query: { startDate: '2025-12-10', endDate: '2026-01-05' } };
    const va = await a.send(api.agent.teamPnl, a.w.openSession('agent001'), q);
    const vb = await b.send(api.agent.teamPnl, b.w.openSession('agent001'), q);
    expect(JSON.stringify(vb.value)).toBe(JSON.stringify(va.value));
  });
});
