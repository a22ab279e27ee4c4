import { api, type Endpoint } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { ruleWorld } from '../../testing/rule-kit';
import { setKpiFigures } from './agent-kpi-ops';
import { activity, rangeOf, unit } from './agent';

/**
 * The agent area's contracts with the site (G-086..G-103): who may call it, the figures
 * a seed gives for a known team, the contract tiers and signing time, registration rules.
 */

const DAY = 86_400_000;
/** The worlds' default start: Monday 5 January 2026, 12:00 UTC (seed 42). */
const T0 = Date.UTC(2026, 0, 5, 12);
const RANGE = { startDate: '2025-12-20', endDate: '2026-01-05' };

/** agent001 with a team of our own, so the figures depend on the seed and agent.ts only. */
function agentWorld(scenario?: string) {
  const kit = ruleWorld(scenario ? { scenario } : {});
  kit.w.state.agent.teams.agent001 = [
    { username: 'ana01', registeredAt: T0 - 20 * DAY, balance: 10.5 },
    { username: 'bob02', registeredAt: T0 - 2 * DAY - 3_600_000, balance: 0 },
    { username: 'cid03', registeredAt: T0 - 60 * 60_000, balance: 99 },
    // Registers tomorrow: not in the team yet.
    { username: 'dan04', registeredAt: T0 + DAY, balance: 5 },
  ];
  return { ...kit, token: kit.w.openSession('agent001') };
}

describe('only agents (G-086)', () => {
  const calls: Array<[Endpoint, { query?: unknown; body?: unknown }]> = [
    [api.agent.wallet, {}],
    [api.agent.teamKpi, { query: RANGE }],
    [api.agent.teamMembers, { query: {} }],
    [api.agent.teamPnl, { query: RANGE }],
    [api.agent.teamBetting, { query: RANGE }],
    [api.agent.rebates, { query: RANGE }],
    [api.agent.dividends, {}],
    [api.agent.register, { body: { username: 'someone01', password: 'Abcd1234' } }],
    [api.agent.info, {}],
    [api.agent.contract, { query: { kind: 'salary' } }],
    [api.agent.signContract, { body: { kind: 'salary' } }],
  ];

  it.each(calls.map(([e, input]) => [e.id, e, input] as const))('%s: a player gets 403 not.agent', async (_id, endpoint, input) => {
    const { w, call } = ruleWorld({ scenario: 'agent-with-contracts' });
    const res = await call(endpoint, { ...input, token: w.openSession('player01') });
    expect(res).toMatchObject({ status: 403, code: 'not.agent', value: null });
    expect(res.message).toContain('player01');
    // Nothing was registered or signed on the player's behalf.
    expect(w.state.users.someone01).toBeUndefined();
    expect(w.state.agent.contracts.player01).toBeUndefined();
  });

  it('the wallet answers the agent its own balance', async () => {
    const { w, call, token } = agentWorld();
    w.patch({ users: { agent001: { balance: 1234.5 } } });
    expect((await call(api.agent.wallet, { token })).value).toEqual({ sumBalance: 1234.5 });
  });
});

describe('team figures of a known team (seed 42)', () => {
  it('KPI: a row per day up to size, the footer over the range, the team as of now', async () => {
    const { call, token } = agentWorld();
    const kpi = (
      await call<{ list: unknown[]; footer: unknown; teamSize: number }>(api.agent.teamKpi, { token, query: { ...RANGE, size: 2 } })
    ).value;
    expect(kpi.list).toEqual([
      { date: '2025-12-20', teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 },
      { date: '2025-12-21', teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 },
    ]);
    // cid03 registered an hour ago (online); bob02 and cid03 registered in the range.
    expect(kpi.footer).toEqual({ teamLoginMemberCount: 3, teamBetMemberCount: 3, teamRegisterMemberCount: 2, teamOnlineCount: 1 });
    expect(kpi.teamSize).toBe(3);
    const today = (
      await call<{ list: unknown[]; footer: unknown }>(api.agent.teamKpi, {
        token,
        query: { startDate: '2026-01-05', endDate: '2026-01-05', size: 5 },
      })
    ).value;
    expect(today.list).toEqual([
      { date: '2026-01-05', teamLoginMemberCount: 1, teamBetMemberCount: 1, teamRegisterMemberCount: 1, teamOnlineCount: 1 },
    ]);
    // A past day has no one online.
    const past = (
      await call<{ footer: { teamOnlineCount: number } }>(api.agent.teamKpi, {
        token,
        query: { startDate: '2026-01-04', endDate: '2026-01-04' },
      })
    ).value;
    expect(past.footer.teamOnlineCount).toBe(0);
  });

  it('KPI: online means logged in less than two hours ago', async () => {
    const { w, call, token } = agentWorld();
    // cid03 registered (and so logged in) an hour ago.
    w.state.agent.teams.agent001 = w.state.agent.teams.agent001!.filter((m) => m.username === 'cid03');
    const q = { query: { startDate: '2026-01-05', endDate: '2026-01-05' } };
    expect((await call<{ footer: { teamOnlineCount: number } }>(api.agent.teamKpi, { token, ...q })).value.footer.teamOnlineCount).toBe(1);
    w.clock.advance(60 * 60_000 - 1);
    expect((await call<{ footer: { teamOnlineCount: number } }>(api.agent.teamKpi, { token, ...q })).value.footer.teamOnlineCount).toBe(1);
    w.clock.advance(1);
    expect((await call<{ footer: { teamOnlineCount: number } }>(api.agent.teamKpi, { token, ...q })).value.footer.teamOnlineCount).toBe(0);
  });

  it('profit and loss: members with bets, valid bet 95%, rebate 0.5% of it, footer the sums', async () => {
    const { call, token } = agentWorld();
    expect((await call(api.agent.teamPnl, { token, query: RANGE })).value).toEqual({
      list: [
        { username: 'ana01', betAmount: 1130.61, validBet: 1074.08, winLoss: -326.82, rebate: 5.37 },
        { username: 'bob02', betAmount: 385.61, validBet: 366.33, winLoss: -385.08, rebate: 1.83 },
        { username: 'cid03', betAmount: 450.41, validBet: 427.89, winLoss: -200.36, rebate: 2.14 },
      ],
      footer: { username: '', betAmount: 1966.63, validBet: 1868.3, winLoss: -912.26, rebate: 9.34 },
    });
    // A range without bets: no rows, a zero footer.
    expect((await call(api.agent.teamPnl, { token, query: { startDate: '2025-12-20', endDate: '2025-12-21' } })).value).toEqual({
      list: [],
      footer: { username: '', betAmount: 0, validBet: 0, winLoss: 0, rebate: 0 },
    });
  });

  it('betting: each bet of a day split evenly, seven minutes apart after the login, newest first, paged', async () => {
    const { call, token } = agentWorld();
    expect((await call(api.agent.teamBetting, { token, query: { ...RANGE, pageSize: 4 } })).value).toEqual({
      list: [
        {
          betId: 'cid03-20260105-1',
          username: 'cid03',
          gameName: 'Live Baccarat',
          betAmount: 450.41,
          winLoss: -200.36,
          betTime: '2026-01-05T11:07:00.000Z',
        },
        {
          betId: 'bob02-20260104-1',
          username: 'bob02',
          gameName: 'Football',
          betAmount: 385.61,
          winLoss: -385.08,
          betTime: '2026-01-04T01:08:00.000Z',
        },
        {
          betId: 'ana01-20251231-3',
          username: 'ana01',
          gameName: '1-Minute Lotto',
          betAmount: 15.75,
          winLoss: 7.51,
          betTime: '2025-12-31T20:39:00.000Z',
        },
        {
          betId: 'ana01-20251231-2',
          username: 'ana01',
          gameName: 'Fish Hunter',
          betAmount: 15.75,
          winLoss: 7.51,
          betTime: '2025-12-31T20:32:00.000Z',
        },
      ],
      pageNum: 1,
      totalPages: 3,
      total: 11,
    });
    const last = (
      await call<{ list: unknown[]; pageNum: number }>(api.agent.teamBetting, { token, query: { ...RANGE, pageNo: 3, pageSize: 4 } })
    ).value;
    expect(last).toMatchObject({ pageNum: 3, totalPages: 3, total: 11 });
    expect(last.list).toHaveLength(3);
  });

  it('a bet is never later than now', async () => {
    const { w, call, token } = agentWorld();
    // cid03 registered (and logged in) at 11:00; its first bet would be at 11:07.
    w.clock.set(Date.UTC(2026, 0, 5, 11, 3));
    const bets = (
      await call<{ list: Array<{ betTime: string }> }>(api.agent.teamBetting, {
        token,
        query: { startDate: '2026-01-05', endDate: '2026-01-05' },
      })
    ).value;
    expect(bets.list.map((b) => b.betTime)).toEqual(['2026-01-05T11:03:00.000Z']);
  });

  it('rebates: a row per day up to today, newest first, at the scope rate', async () => {
    const { call, token } = agentWorld();
    const team = (
      await call<{ scope: string; list: Array<{ date: string; validBet: number; rate: number; amount: number }>; total: number }>(
        api.agent.rebates,
        {
          token,
          query: { startDate: '2025-12-27', endDate: '2026-01-06', scope: 'team' },
        },
      )
    ).value;
    expect(team.scope).toBe('team');
    // 6 January is tomorrow: no row.
    expect(team.list.map((r) => r.date)).toEqual([
      '2026-01-05',
      '2026-01-04',
      '2026-01-03',
      '2026-01-02',
      '2026-01-01',
      '2025-12-31',
      '2025-12-30',
      '2025-12-29',
      '2025-12-28',
      '2025-12-27',
    ]);
    expect(team.list[0]).toEqual({ date: '2026-01-05', validBet: 427.89, rate: 0.005, amount: 2.14 });
    expect(team.list[9]).toEqual({ date: '2025-12-27', validBet: 392.17, rate: 0.005, amount: 1.96 });
    expect(team.total).toBe(6.97);
    const self = (
      await call<{ scope: string; list: Array<{ rate: number; amount: number }> }>(api.agent.rebates, {
        token,
        query: { startDate: '2026-01-05', endDate: '2026-01-05' },
      })
    ).value;
    expect(self).toEqual({ scope: 'self', list: [{ date: '2026-01-05', validBet: 427.89, rate: 0.003, amount: 1.28 }], total: 1.28 });
  });

  it('members: newest first, searched without case or spaces, last login and online, paged', async () => {
    const { call, token } = agentWorld();
    expect((await call(api.agent.teamMembers, { token, query: {} })).value).toEqual({
      list: [
        {
          username: 'cid03',
          type: 0,
          registeredAt: '2026-01-05T11:00:00.000Z',
          lastLoginAt: '2026-01-05T11:00:00.000Z',
          balance: 99,
          online: true,
        },
        {
          username: 'bob02',
          type: 0,
          registeredAt: '2026-01-03T11:00:00.000Z',
          lastLoginAt: '2026-01-04T01:01:00.000Z',
          balance: 0,
          online: false,
        },
        {
          username: 'ana01',
          type: 0,
          registeredAt: '2025-12-16T12:00:00.000Z',
          lastLoginAt: '2026-01-04T03:39:00.000Z',
          balance: 10.5,
          online: false,
        },
      ],
      pageNum: 1,
      totalPages: 1,
      total: 3,
    });
    const found = (
      await call<{ list: Array<{ username: string }>; total: number }>(api.agent.teamMembers, { token, query: { username: ' BOB ' } })
    ).value;
    expect(found.list.map((m) => m.username)).toEqual(['bob02']);
    expect((await call(api.agent.teamMembers, { token, query: { username: 'zzz' } })).value).toEqual({
      list: [],
      pageNum: 1,
      totalPages: 1,
      total: 0,
    });
    const p2 = (
      await call<{ list: Array<{ username: string }>; totalPages: number }>(api.agent.teamMembers, {
        token,
        query: { pageNo: 2, pageSize: 2 },
      })
    ).value;
    expect(p2).toMatchObject({ list: [{ username: 'ana01' }], pageNum: 2, totalPages: 2, total: 3 });
  });

  it('members registered at the same instant are listed by name', async () => {
    const { w, call, token } = agentWorld();
    w.state.agent.teams.agent001 = [
      { username: 'zed01', registeredAt: T0 - DAY, balance: 0 },
      { username: 'amy01', registeredAt: T0 - DAY, balance: 0 },
    ];
    const list = (await call<{ list: Array<{ username: string }> }>(api.agent.teamMembers, { token, query: {} })).value.list;
    expect(list.map((m) => m.username)).toEqual(['amy01', 'zed01']);
  });

  it('the last login is looked for from today backwards', async () => {
    const { w, call } = agentWorld();
    w.state.agent.teams.agent001 = [{ username: 'old01', registeredAt: T0 - 400 * DAY, balance: 0 }];
    w.clock.set(T0 + 300 * DAY);
    const token = w.openSession('agent001');
    const seen = (await call<{ list: Array<{ lastLoginAt: string }> }>(api.agent.teamMembers, { token, query: {} })).value.list[0]!;
    // With a 60% login chance a day, someone is seen within 60 days: the answer is a recent day.
    expect(Date.parse(seen.lastLoginAt)).toBeGreaterThan(T0 + 240 * DAY);
  });

  it('dividends: six half-month periods, the current one first and pending, 20% of a positive team profit', async () => {
    const { call, token } = agentWorld();
    // As the site reads it (JSON: a -0 profit is 0).
    expect(JSON.parse(JSON.stringify((await call(api.agent.dividends, { token })).value))).toEqual({
      shown: true,
      list: [
        { period: '2026-01-01~2026-01-15', teamProfit: 585.44, ratio: 0.2, amount: 117.09, status: 'PENDING' },
        { period: '2025-12-16~2025-12-31', teamProfit: 183.97, ratio: 0.2, amount: 36.79, status: 'PAID' },
        { period: '2025-12-01~2025-12-15', teamProfit: 0, ratio: 0.2, amount: 0, status: 'PAID' },
        { period: '2025-11-16~2025-11-30', teamProfit: 0, ratio: 0.2, amount: 0, status: 'PAID' },
        { period: '2025-11-01~2025-11-15', teamProfit: 0, ratio: 0.2, amount: 0, status: 'PAID' },
        { period: '2025-10-16~2025-10-31', teamProfit: 0, ratio: 0.2, amount: 0, status: 'PAID' },
      ],
    });
  });

  it('dividends: from the 16th the second half of the month comes first; a loss pays nothing', async () => {
    const { w, call } = agentWorld();
    w.clock.set(Date.UTC(2026, 1, 16, 12));
    const token = w.openSession('agent001');
    const list = (await call<{ list: Array<{ period: string; teamProfit: number; amount: number }> }>(api.agent.dividends, { token })).value
      .list;
    expect(list.map((p) => p.period)).toEqual([
      '2026-02-16~2026-02-28',
      '2026-02-01~2026-02-15',
      '2026-01-16~2026-01-31',
      '2026-01-01~2026-01-15',
      '2025-12-16~2025-12-31',
      '2025-12-01~2025-12-15',
    ]);
    for (const p of list) if (p.teamProfit <= 0) expect(p.amount).toBe(0);
    w.clock.set(Date.UTC(2026, 0, 15, 23, 59));
    expect((await call<{ list: Array<{ period: string }> }>(api.agent.dividends, { token })).value.list[0]!.period).toBe(
      '2026-01-01~2026-01-15',
    );
  });
});

describe('edges of the team figures', () => {
  it('a member registered this very instant is in the team, registered and online; one registered later today is not yet', async () => {
    const { w, call, token } = agentWorld();
    w.state.agent.teams.agent001 = [
      { username: 'now01', registeredAt: T0, balance: 0 },
      { username: 'later01', registeredAt: T0 + 3_600_000, balance: 0 },
    ];
    const today = { startDate: '2026-01-05', endDate: '2026-01-05' };
    const kpi = (await call<{ footer: Record<string, number>; teamSize: number }>(api.agent.teamKpi, { token, query: today })).value;
    expect(kpi.teamSize).toBe(1);
    expect(kpi.footer).toMatchObject({ teamLoginMemberCount: 1, teamRegisterMemberCount: 1, teamOnlineCount: 1 });
    expect((await call<{ teamSize: number }>(api.agent.info, { token })).value.teamSize).toBe(1);
    expect(
      (await call<{ list: Array<{ username: string; online: boolean }> }>(api.agent.teamMembers, { token, query: {} })).value.list,
    ).toEqual([expect.objectContaining({ username: 'now01', lastLoginAt: new Date(T0).toISOString(), online: true })]);
  });

  it('a member who logged in exactly two hours ago is no longer online', async () => {
    const { w, call, token } = agentWorld();
    w.state.agent.teams.agent001 = [{ username: 'two01', registeredAt: T0 - 2 * 3_600_000, balance: 0 }];
    const members = (await call<{ list: Array<{ online: boolean }> }>(api.agent.teamMembers, { token, query: {} })).value.list;
    expect(members.map((m) => m.online)).toEqual([false]);
    w.state.agent.teams.agent001 = [{ username: 'two01', registeredAt: T0 - 2 * 3_600_000 + 1, balance: 0 }];
    expect(
      (await call<{ list: Array<{ online: boolean }> }>(api.agent.teamMembers, { token, query: {} })).value.list.map((m) => m.online),
    ).toEqual([true]);
  });

  it('an agent with no team at all has empty figures', async () => {
    const { w, call } = ruleWorld();
    delete w.state.agent.teams.agent002;
    const token = w.openSession('agent002');
    expect((await call(api.agent.teamKpi, { token, query: RANGE })).value).toEqual({
      list: [],
      footer: { teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 },
      teamSize: 0,
    });
    expect((await call(api.agent.teamMembers, { token, query: {} })).value).toEqual({ list: [], pageNum: 1, totalPages: 1, total: 0 });
    expect((await call(api.agent.teamPnl, { token, query: RANGE })).value).toMatchObject({ list: [] });
    expect((await call(api.agent.teamBetting, { token, query: RANGE })).value).toMatchObject({ list: [], total: 0 });
    expect((await call(api.agent.info, { token })).value).toMatchObject({ teamSize: 0 });
  });

  it("the invite link carries the agent's own code, not another agent's", async () => {
    const { w, call, token } = agentWorld();
    w.state.affiliateCodes = { OTHER1: 'agent002', MINE01: 'agent001' };
    expect((await call(api.agent.info, { token })).value).toMatchObject({ affiliateCode: 'MINE01' });
  });

  it('a password may start with digits: a letter anywhere and a digit anywhere', async () => {
    const { w, call } = ruleWorld();
    const token = w.openSession('agent001');
    expect((await call(api.agent.register, { token, body: { username: 'digits01', password: '12345678a' } })).code).toBe('OK');
  });
});

describe('contracts: tiers and signing (G-096..G-102)', () => {
  const SALARY_TIERS = [
    { tier: 1, requirement: 'Team valid bet >= 10,000 per day', reward: '100 per day' },
    { tier: 2, requirement: 'Team valid bet >= 50,000 per day', reward: '600 per day' },
  ];

  it('a signed contract shows its tiers and when it was signed; no contract shows neither', async () => {
    const { call, token } = agentWorld();
    expect((await call(api.agent.contract, { token, query: { kind: 'salary' } })).value).toEqual({
      kind: 'salary',
      status: 'SIGNED',
      label: 'DAILY_A',
      tiers: SALARY_TIERS,
      signedAt: new Date(T0 - 30 * DAY).toISOString(),
    });
    expect((await call(api.agent.contract, { token, query: { kind: 'dividend' } })).value).toEqual({
      kind: 'dividend',
      status: 'SIGNED',
      label: 'HALF_MONTH',
      tiers: [
        { tier: 1, requirement: 'Team profit >= 0 per half month', reward: '20% of the team profit' },
        { tier: 2, requirement: 'Team profit >= 100,000 per half month', reward: '30% of the team profit' },
      ],
      signedAt: new Date(T0 - 30 * DAY).toISOString(),
    });
    expect((await call(api.agent.contract, { token, query: { kind: 'hour' } })).value).toEqual({
      kind: 'hour',
      status: 'NONE',
      label: '',
      tiers: [],
      signedAt: '',
    });
  });

  it('an offered contract shows its tiers, unsigned; signing records the world time', async () => {
    const { w, call, token } = agentWorld('agent-with-contracts');
    expect((await call(api.agent.contract, { token, query: { kind: 'hour' } })).value).toEqual({
      kind: 'hour',
      status: 'OFFERED',
      label: 'HOURLY_B',
      tiers: [
        { tier: 1, requirement: 'Team valid bet >= 1,000 per hour', reward: '10 per hour' },
        { tier: 2, requirement: 'Team valid bet >= 5,000 per hour', reward: '60 per hour' },
      ],
      signedAt: '',
    });
    w.clock.advance(90_000);
    const signed = {
      kind: 'salary',
      status: 'SIGNED',
      label: 'DAILY_A',
      tiers: SALARY_TIERS,
      signedAt: new Date(T0 + 90_000).toISOString(),
    };
    expect((await call(api.agent.signContract, { token, body: { kind: 'salary' } })).value).toEqual(signed);
    expect((await call(api.agent.contract, { token, query: { kind: 'salary' } })).value).toEqual(signed);
    // The other offers stay offered.
    expect((await call(api.agent.contract, { token, query: { kind: 'dividend' } })).value).toMatchObject({ status: 'OFFERED' });
  });

  it('an agent with no contract record has nothing to sign; one with offers gets a record when signing', async () => {
    const { w, call } = ruleWorld({ scenario: 'agent-with-contracts' });
    const a41 = w.openSession('agent041');
    const before = w.state.agent.contracts.agent041;
    expect((await call(api.agent.signContract, { token: a41, body: { kind: 'dividend' } })).value).toMatchObject({
      status: 'SIGNED',
      label: 'HALF_MONTH',
    });
    expect(w.state.agent.contracts.agent041).toMatchObject({
      ...before,
      dividend: { status: 'SIGNED', label: 'HALF_MONTH', signedAt: T0 },
    });
    const plain = ruleWorld();
    delete plain.w.state.agent.contracts.agent002;
    const a2 = plain.w.openSession('agent002');
    expect(await plain.call(api.agent.signContract, { token: a2, body: { kind: 'salary' } })).toMatchObject({
      status: 409,
      code: 'contract.not.offered',
    });
    expect((await plain.call(api.agent.contract, { token: a2, query: { kind: 'salary' } })).value).toEqual({
      kind: 'salary',
      status: 'NONE',
      label: '',
      tiers: [],
      signedAt: '',
    });
    expect((await plain.call(api.agent.salaryContractInfo, { token: a2 })).value).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    expect(plain.w.state.agent.contracts.agent002).toBeUndefined();
  });

  it('dividends are hidden and empty without a signed dividend contract, whatever the switch', async () => {
    const { w, call } = ruleWorld({ scenario: 'agent-with-contracts' });
    expect((await call(api.agent.dividends, { token: w.openSession('agent041') })).value).toEqual({ shown: false, list: [] });
    w.patch({ settings: { info: { whitelabel: { DIVIDEND: false } } } });
    expect((await call(api.agent.dividends, { token: w.openSession('agent002') })).value).toEqual({ shown: false, list: [] });
  });
});

describe('the register centre (G-098)', () => {
  it('registers a lowercased, trimmed name as a first-login member of the team, now', async () => {
    const { w, call } = ruleWorld();
    const token = w.openSession('agent002');
    delete w.state.agent.teams.agent002;
    w.clock.advance(5_000);
    expect((await call(api.agent.register, { token, body: { username: ' NewOne_1 ', password: 'Abcd1234' } })).value).toEqual({
      username: 'newone_1',
      registeredAt: new Date(T0 + 5_000).toISOString(),
    });
    expect(w.state.users.newone_1).toEqual({
      username: 'newone_1',
      password: 'Abcd1234',
      type: 0,
      mobileNum: '',
      countryDialingCode: '+55',
      email: '',
      nickname: 'newone_1',
      balance: 0,
      memberLabels: [],
      clubLabel: null,
      firstTimeLogin: true,
      passwordExpired: false,
      wellKnown: false,
    });
    expect(w.state.agent.teams.agent002).toEqual([{ username: 'newone_1', registeredAt: T0 + 5_000, balance: 0 }]);
    await call(api.agent.register, { token, body: { username: 'second01', password: 'Abcd1234' } });
    expect(w.state.agent.teams.agent002!.map((m) => m.username)).toEqual(['newone_1', 'second01']);
  });

  it('refuses bad names and passwords on their field, and a taken name', async () => {
    const { w, call } = ruleWorld();
    const token = w.openSession('agent001');
    for (const username of ['abc', 'a'.repeat(17), 'bad-name', 'bad name x']) {
      expect(await call(api.agent.register, { token, body: { username, password: 'Abcd1234' } }), username).toMatchObject({
        status: 400,
        code: 'bad.request',
        value: { field: 'username' },
      });
    }
    for (const password of ['abcdefgh', '12345678', 'Abc123', 'Abcd1234'.repeat(3), 'Abcd 1234']) {
      expect(await call(api.agent.register, { token, body: { username: 'newone01', password } }), password).toMatchObject({
        status: 400,
        value: { field: 'password' },
      });
    }
    expect(await call(api.agent.register, { token, body: { username: 'PLAYER01', password: 'Abcd1234' } })).toMatchObject({
      status: 409,
      code: 'username.exists',
      value: { field: 'username' },
    });
    expect((await call(api.agent.register, { token, body: { username: 'abcd', password: 'Abcd1234' } })).code).toBe('OK');
  });
});

describe('agent info (G-097)', () => {
  it('names the affiliate code and the invite link on the site origin; none without a code', async () => {
    const { w, call, token } = agentWorld();
    w.state.affiliateCodes = { 'A&B 1': 'agent001' };
    const info = (await call<{ inviteUrl: string }>(api.agent.info, { token })).value;
    expect(info).toEqual({
      username: 'agent001',
      type: 1,
      affiliateCode: 'A&B 1',
      inviteUrl: `${w.state.settings.info.domainRoute[0]}/m/register?aff=A%26B+1`,
      teamSize: 3,
    });
    w.state.affiliateCodes = {};
    expect((await call(api.agent.info, { token })).value).toMatchObject({ affiliateCode: '', inviteUrl: '' });
    w.state.settings.info.domainRoute = [];
    w.state.affiliateCodes = { X1: 'agent001' };
    expect((await call(api.agent.info, { token })).value).toMatchObject({ inviteUrl: '/m/register?aff=X1' });
  });
});

describe('report ranges (G-087)', () => {
  it('accepts 1 to 31 days and names the field that is wrong', () => {
    expect(rangeOf('2026-01-05', '2026-01-05')).toHaveLength(1);
    expect(rangeOf('2025-12-06', '2026-01-05')).toHaveLength(31);
    expect(() => rangeOf('', '2026-01-05')).toThrow(
      expect.objectContaining({ code: 'bad.request', value: { field: 'startDate' }, message: 'startDate is required' }),
    );
    expect(() => rangeOf('2026-01-05', '')).toThrow(
      expect.objectContaining({ value: { field: 'endDate' }, message: 'endDate is required' }),
    );
    expect(() => rangeOf('2026-02-30', '2026-03-01')).toThrow(
      expect.objectContaining({ value: { field: 'startDate' }, message: 'startDate is not a date' }),
    );
    expect(() => rangeOf('2026-01-01', '2026-13-01')).toThrow(expect.objectContaining({ value: { field: 'endDate' } }));
    expect(() => rangeOf('2026-01-05', '2026-01-04')).toThrow(
      expect.objectContaining({ value: { field: 'endDate' }, message: 'endDate is before startDate' }),
    );
    expect(() => rangeOf('2025-12-05', '2026-01-05')).toThrow(
      expect.objectContaining({ value: { field: 'endDate' }, message: 'at most 31 days' }),
    );
  });
});

describe('daily activity (the seeded model)', () => {
  const member = { username: 'ana01', registeredAt: T0 - 20 * DAY, balance: 0 };
  const day = (t: number) => Math.floor(t / DAY);

  it('nothing before registration or after today; the registration day logs in at registration', () => {
    const none = { loginAt: null, betAmount: 0, winLoss: 0, bets: 0 };
    expect(activity(42, member, day(member.registeredAt) - 1, T0)).toEqual(none);
    expect(activity(42, member, day(T0) + 1, T0)).toEqual(none);
    expect(activity(42, member, day(member.registeredAt), T0).loginAt).toBe(member.registeredAt);
    // Registered later today than now: not yet.
    expect(activity(42, { ...member, registeredAt: T0 + 1 }, day(T0), T0)).toEqual(none);
  });

  it('bets are 1 to 3 a day, 10 to 500 in all, a result between -110% and +90% of it', () => {
    let betDays = 0;
    let loginDays = 0;
    for (let d = day(member.registeredAt) + 1; d <= day(T0); d++) {
      const a = activity(42, member, d, T0);
      if (a.loginAt !== null) {
        loginDays++;
        expect(a.loginAt).toBeGreaterThanOrEqual(d * DAY);
        expect(a.loginAt).toBeLessThan((d + 1) * DAY);
      }
      if (a.bets === 0) continue;
      betDays++;
      expect(a.bets).toBeGreaterThanOrEqual(1);
      expect(a.bets).toBeLessThanOrEqual(3);
      expect(a.betAmount).toBeGreaterThanOrEqual(10);
      expect(a.betAmount).toBeLessThanOrEqual(500);
      expect(a.winLoss).toBeGreaterThanOrEqual(-1.1 * a.betAmount);
      expect(a.winLoss).toBeLessThanOrEqual(0.9 * a.betAmount);
    }
    expect({ loginDays, betDays }).toEqual({ loginDays: 8, betDays: 6 });
  });

  it('unit() is a stable number in [0, 1) of the seed and the parts', () => {
    expect(unit(42, 'ana01', 20458, 'login')).toBe(unit(42, 'ana01', 20458, 'login'));
    expect(unit(42, 'ana01', 20458, 'login')).not.toBe(unit(43, 'ana01', 20458, 'login'));
    expect(unit(42, 'ana01', 20458, 'login')).not.toBe(unit(42, 'ana01', 20458, 'bet'));
    const values = Array.from({ length: 200 }, (_, i) => unit(42, 'x', i));
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    expect(Math.min(...values)).toBeLessThan(0.05);
    expect(Math.max(...values)).toBeGreaterThan(0.95);
  });
});

describe('team KPI figures set by QA (G-089)', () => {
  type Footer = Record<'teamLoginMemberCount' | 'teamBetMemberCount' | 'teamRegisterMemberCount' | 'teamOnlineCount', number>;
  function kpiWorld() {
    const kit = agentWorld();
    const footer = async (startDate: string, endDate = startDate) =>
      (await kit.call<{ footer: Footer }>(api.agent.teamKpi, { token: kit.token, query: { startDate, endDate } })).value.footer;
    return { ...kit, footer };
  }

  it('a figure set for a day replaces the seeded one on that day only; the other figures keep the seeded function', async () => {
    const { w, footer } = kpiWorld();
    const [today, yesterday, both] = [await footer('2026-01-05'), await footer('2026-01-04'), await footer('2026-01-04', '2026-01-05')];
    setKpiFigures(w, 'agent001', '2026-01-05', { teamLoginMemberCount: 42 });
    expect(await footer('2026-01-05')).toEqual({ ...today, teamLoginMemberCount: 42 });
    expect(await footer('2026-01-04')).toEqual(yesterday);
    // Logins over a range: at least the busiest day.
    expect(await footer('2026-01-04', '2026-01-05')).toEqual({ ...both, teamLoginMemberCount: 42 });
  });

  it('over a range: registrations add up, online is today’s, logins and bettors the larger of the set day and the other days’ seeded count', async () => {
    const { w, footer } = kpiWorld();
    const today = await footer('2026-01-05');
    const both = await footer('2026-01-04', '2026-01-05');
    // The seeded range counts three distinct members logging in, today alone one.
    expect([both.teamLoginMemberCount, today.teamLoginMemberCount]).toEqual([3, 1]);
    setKpiFigures(w, 'agent001', '2026-01-04', {
      teamRegisterMemberCount: 5,
      teamOnlineCount: 9,
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
    });
    setKpiFigures(w, 'agent001', '2026-01-05', { teamOnlineCount: 7 });
    expect(await footer('2026-01-04', '2026-01-05')).toEqual({
      teamRegisterMemberCount: 5 + today.teamRegisterMemberCount,
      teamOnlineCount: 7,
      teamLoginMemberCount: today.teamLoginMemberCount,
      teamBetMemberCount: today.teamBetMemberCount,
    });
    // A range without today has no one online, whatever was set for its days.
    expect((await footer('2026-01-03', '2026-01-04')).teamOnlineCount).toBe(0);
  });

  it('a figure set for a day after today is not counted yet', async () => {
    const { w, footer } = kpiWorld();
    const seeded = await footer('2026-01-05', '2026-01-06');
    setKpiFigures(w, 'agent001', '2026-01-06', { teamBetMemberCount: 9, teamRegisterMemberCount: 4 });
    expect(await footer('2026-01-05', '2026-01-06')).toEqual(seeded);
  });
});
