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
    expect((await send(api.agent.register, token, { body: encryptBody({ username: 'newteam01', password: 'Abcd1234' }) })).code).toBe(
      'username.exists',
    );
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
    const p1 = (await send(api.agent.teamBetting, token, { query: { ...q, pageNo: 1, pageSize: 5 } })).value as {
      list: unknown[];
      total: number;
    };
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
    expect((await send(api.agent.contract, token, { query: { kind: 'hour' } })).value).toMatchObject({
      status: 'OFFERED',
      label: 'HOURLY_B',
    });
    expect((await send(api.agent.signContract, token, { body: { kind: 'hour' } })).value).toMatchObject({ status: 'SIGNED' });
    expect(await info()).toEqual({ dailysalreqtype: 'DAILY_A', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: '' });
    expect((await send(api.agent.signContract, token, { body: { kind: 'hour' } })).code).toBe('contract.not.offered');
  });

  it('default world: nothing offered; type 0 gets nulls; type 40 is not an agent', async () => {
    const { w, send } = setupWorld();
    expect((await send(api.agent.salaryContractInfo, w.openSession('agent001'))).value).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    expect((await send(api.agent.salaryContractInfo, w.openSession('player01'))).value).toEqual({
      dailysalreqtype: null,
      divtypecompperiodreq: null,
      contracthoursalreq: null,
    });
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

describe('agent texts in the display language', () => {
  type Bets = { list: Array<{ betId: string; gameName: string }>; total: number };
  type Tiers = { tiers: Array<{ tier: number; requirement: string; reward: string }> };

  it("names the lottery of a team bet in PT and VI and keeps the vendors' game names; English without a language", async () => {
    const { w, send } = setupWorld();
    const token = w.openSession('agent001');
    const q = { startDate: '2025-12-10', endDate: '2026-01-05', pageNo: 1, pageSize: 50 };
    const bets = async (language?: string) =>
      ((await send(api.agent.teamBetting, token, { query: { ...q, ...(language ? { language } : {}) } })).value as Bets).list;
    const en = await bets();
    const pt = await bets('pt');
    const vi = await bets('vi');
    // The same bets, only the names differ.
    expect(pt.map((b) => b.betId)).toEqual(en.map((b) => b.betId));
    expect(new Set(en.map((b) => b.gameName))).toEqual(
      new Set(['1-Minute Lotto', 'Fortune Slots', 'Live Baccarat', 'Fish Hunter', 'Football']),
    );
    const has = (list: Bets['list'], name: string) => list.some((b) => b.gameName === name);
    expect(has(pt, 'Loto 1 Minuto')).toBe(true);
    expect(has(vi, 'Xổ số 1 phút')).toBe(true);
    expect(has(pt, '1-Minute Lotto') || has(vi, '1-Minute Lotto')).toBe(false);
    en.forEach((b, i) => {
      if (b.gameName !== '1-Minute Lotto') expect([pt[i]!.gameName, vi[i]!.gameName]).toEqual([b.gameName, b.gameName]);
    });
    expect((await send(api.agent.teamBetting, token, { query: { ...q, language: 'x'.repeat(9) } })).status).toBe(400);
  });

  it('answers the contract tiers in PT and VI, on the contract and on its signature; the state keeps English', async () => {
    const { w, send } = setupWorld({ scenario: 'agent-with-contracts' });
    const token = w.openSession('agent001');
    const tiers = async (kind: string, language?: string) =>
      ((await send(api.agent.contract, token, { query: { kind, ...(language ? { language } : {}) } })).value as Tiers).tiers;
    expect(await tiers('dividend', 'pt')).toEqual([
      { tier: 1, requirement: 'Lucro da equipe >= 0 por quinzena', reward: '20% do lucro da equipe' },
      { tier: 2, requirement: 'Lucro da equipe >= 100.000 por quinzena', reward: '30% do lucro da equipe' },
    ]);
    expect(await tiers('dividend', 'vi')).toEqual([
      { tier: 1, requirement: 'Lợi nhuận của đội >= 0 mỗi nửa tháng', reward: '20% lợi nhuận của đội' },
      { tier: 2, requirement: 'Lợi nhuận của đội >= 100.000 mỗi nửa tháng', reward: '30% lợi nhuận của đội' },
    ]);
    expect(await tiers('salary', 'pt-BR')).toEqual([
      { tier: 1, requirement: 'Apostas válidas da equipe >= 10.000 por dia', reward: '100 por dia' },
      { tier: 2, requirement: 'Apostas válidas da equipe >= 50.000 por dia', reward: '600 por dia' },
    ]);
    expect(await tiers('salary', 'vi')).toEqual([
      { tier: 1, requirement: 'Cược hợp lệ của đội >= 10.000 mỗi ngày', reward: '100 mỗi ngày' },
      { tier: 2, requirement: 'Cược hợp lệ của đội >= 50.000 mỗi ngày', reward: '600 mỗi ngày' },
    ]);
    expect(await tiers('hour', 'pt')).toEqual([
      { tier: 1, requirement: 'Apostas válidas da equipe >= 1.000 por hora', reward: '10 por hora' },
      { tier: 2, requirement: 'Apostas válidas da equipe >= 5.000 por hora', reward: '60 por hora' },
    ]);
    expect((await tiers('hour'))[0]).toEqual({ tier: 1, requirement: 'Team valid bet >= 1,000 per hour', reward: '10 per hour' });
    expect((await tiers('hour', 'xx'))[0]!.reward).toBe('10 per hour');
    const signed = (await send(api.agent.signContract, token, { body: { kind: 'hour', language: 'vi' } })).value as Tiers & {
      status: string;
    };
    expect(signed).toMatchObject({
      status: 'SIGNED',
      tiers: [{ requirement: 'Cược hợp lệ của đội >= 1.000 mỗi giờ', reward: '10 mỗi giờ' }, { reward: '60 mỗi giờ' }],
    });
    expect(await send(api.agent.contract, token, { query: { kind: 'hour', language: 'x'.repeat(9) } })).toMatchObject({ status: 400 });
  });
});
