import {
  api,
  isAgentType,
  REGISTER_LINK_QUERY,
  type ContractInfoValue,
  type ContractKind,
  type ContractValue,
  type DisplayLanguage,
  type PnlRow,
  type TeamBet,
  type TeamKpiFooter,
} from '@m/contracts';
import type { AgentContracts, ContractDef, KpiFigures, TeamMemberDef } from '../agent-state';
import { contentLanguage, localise } from '../content-i18n';
import { badRequest, SimError } from '../errors';
import { defineHandler } from '../handler';
import { pageOf } from './common';
import { fnv1a, FNV_OFFSET_BASIS } from '../seeded/hash';
import type { SimUser, WorldState } from '../state';
import { newMemberWallet } from '../wallet/wallet-state';

/**
 * Agent area (contracts api/agent.ts, G-086..G-103). Every figure of a day is a pure function of
 * the world seed, the member and the UTC day, read against the world clock (ctx.now): a member
 * logs in on about 60% of days at a seeded minute, bets on about 70% of its login days, and is
 * online for two hours after logging in. Nothing depends on the order of requests.
 */

export const DAY_MS = 86_400_000;
/** Longest range a report accepts (days). */
export const MAX_RANGE_DAYS = 31;
const ONLINE_MS = 2 * 60 * 60_000;
/** English, as the world keeps them; the report answers them through content-i18n.ts (only the lottery name has a translation, as on the game lists). */
export const TEAM_BET_GAMES = ['1-Minute Lotto', 'Fortune Slots', 'Live Baccarat', 'Fish Hunter', 'Football'];

/** FNV-1a over the parts from a basis mixed with the seed, then a xorshift step: a uniform number in [0, 1). */
export function unit(seed: number, ...parts: Array<string | number>): number {
  let h = fnv1a(parts.join('|'), FNV_OFFSET_BASIS ^ seed);
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  h ^= h >>> 15;
  return (h >>> 0) / 0x1_0000_0000;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
export const dayIndex = (t: number) => Math.floor(t / DAY_MS);
export const dayText = (d: number) => new Date(d * DAY_MS).toISOString().slice(0, 10);
const parseDay = (field: string, text: string): number => {
  if (text === '') throw badRequest(field, `${field} is required`);
  const t = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== text) throw badRequest(field, `${field} is not a date`);
  return dayIndex(t);
};

/** Days of a validated range [start, end], at most MAX_RANGE_DAYS. */
export function rangeOf(startDate: string, endDate: string): number[] {
  const start = parseDay('startDate', startDate);
  const end = parseDay('endDate', endDate);
  if (end < start) throw badRequest('endDate', 'endDate is before startDate');
  if (end - start + 1 > MAX_RANGE_DAYS) throw badRequest('endDate', `at most ${MAX_RANGE_DAYS} days`);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export interface DayActivity {
  /** Login instant that day (ms), or null. Only counted when <= now. */
  loginAt: number | null;
  betAmount: number;
  winLoss: number;
  bets: number;
}

/** What one member does on one UTC day, as seen at `now` (nothing after now happened yet). */
export function activity(seed: number, m: TeamMemberDef, day: number, now: number): DayActivity {
  const none: DayActivity = { loginAt: null, betAmount: 0, winLoss: 0, bets: 0 };
  const regDay = dayIndex(m.registeredAt);
  if (day < regDay || day > dayIndex(now)) return none;
  const logs = day === regDay || unit(seed, m.username, day, 'login') < 0.6;
  if (!logs) return none;
  const loginAt = day === regDay ? m.registeredAt : day * DAY_MS + Math.floor(unit(seed, m.username, day, 'minute') * 1440) * 60_000;
  if (loginAt > now) return none;
  if (unit(seed, m.username, day, 'bet') >= 0.7) return { ...none, loginAt };
  const bets = 1 + Math.floor(unit(seed, m.username, day, 'count') * 3);
  const betAmount = round2(10 + unit(seed, m.username, day, 'amount') * 490);
  const winLoss = round2((unit(seed, m.username, day, 'result') - 0.55) * 2 * betAmount);
  return { loginAt, betAmount, winLoss, bets };
}

function requireAgent(user: SimUser): void {
  if (!isAgentType(user.type)) throw new SimError('not.agent', `${user.username} is not an agent`);
}

function teamOf(state: WorldState, username: string): TeamMemberDef[] {
  return Object.hasOwn(state.agent.teams, username) ? state.agent.teams[username]! : [];
}

const noContract = (): ContractDef => ({ status: 'NONE', label: '', signedAt: null });
function contractsOf(state: WorldState, username: string): AgentContracts {
  return Object.hasOwn(state.agent.contracts, username)
    ? state.agent.contracts[username]!
    : { salary: noContract(), dividend: noContract(), hour: noContract() };
}

/** G-101, G-102: an OFFERED contract's label fills its field; anything else is ''. Non-agents get nulls. */
function contractInfo(state: WorldState, user: SimUser): ContractInfoValue {
  if (!isAgentType(user.type)) return { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null };
  const c = contractsOf(state, user.username);
  const v = (d: ContractDef) => (d.status === 'OFFERED' ? d.label : '');
  return { dailysalreqtype: v(c.salary), divtypecompperiodreq: v(c.dividend), contracthoursalreq: v(c.hour) };
}

/** Tier texts in English; a contract answers them in the asked language through content-i18n.ts. */
export const CONTRACT_TIERS: Record<ContractKind, Array<{ requirement: string; reward: string }>> = {
  salary: [
    { requirement: 'Team valid bet >= 10,000 per day', reward: '100 per day' },
    { requirement: 'Team valid bet >= 50,000 per day', reward: '600 per day' },
  ],
  dividend: [
    { requirement: 'Team profit >= 0 per half month', reward: '20% of the team profit' },
    { requirement: 'Team profit >= 100,000 per half month', reward: '30% of the team profit' },
  ],
  hour: [
    { requirement: 'Team valid bet >= 1,000 per hour', reward: '10 per hour' },
    { requirement: 'Team valid bet >= 5,000 per hour', reward: '60 per hour' },
  ],
};

function contractValue(kind: ContractKind, d: ContractDef, language: DisplayLanguage): ContractValue {
  return {
    kind,
    status: d.status,
    label: d.label,
    tiers:
      d.status === 'NONE'
        ? []
        : CONTRACT_TIERS[kind].map((t, i) => ({
            tier: i + 1,
            requirement: localise(t.requirement, language),
            reward: localise(t.reward, language),
          })),
    signedAt: d.signedAt === null ? '' : new Date(d.signedAt).toISOString(),
  };
}

// Stryker disable next-line ConditionalExpression,StringLiteral: '' is for a member with no login in the last 61 days, which seeded activity never gives (a member logs in on 60% of days and on the day of registration).
const isoOrEmpty = (t: number | null) => (t === null ? '' : new Date(t).toISOString());

/** Last login up to now, looking back at most 60 days. */
function lastLogin(seed: number, m: TeamMemberDef, now: number): number | null {
  for (let d = dayIndex(now); d >= Math.max(dayIndex(m.registeredAt), dayIndex(now) - 60); d--) {
    const a = activity(seed, m, d, now);
    if (a.loginAt !== null) return a.loginAt;
  }
  return null;
}

function kpi(seed: number, team: TeamMemberDef[], days: number[], now: number): TeamKpiFooter {
  const today = dayIndex(now);
  let login = 0;
  let bet = 0;
  let reg = 0;
  let online = 0;
  for (const m of team) {
    const acts = days.map((d) => activity(seed, m, d, now));
    if (acts.some((a) => a.loginAt !== null)) login++;
    if (acts.some((a) => a.bets > 0)) bet++;
    if (days.includes(dayIndex(m.registeredAt)) && m.registeredAt <= now) reg++;
    if (days.includes(today)) {
      const t = activity(seed, m, today, now).loginAt;
      if (t !== null && now - t < ONLINE_MS) online++;
    }
  }
  return { teamLoginMemberCount: login, teamBetMemberCount: bet, teamRegisterMemberCount: reg, teamOnlineCount: online };
}

const KPI_FIELDS = ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount'] as const;

/** The figures QA set for an agent and a day, or undefined. */
function setFigures(state: WorldState, agent: string, day: number): KpiFigures | undefined {
  if (!Object.hasOwn(state.agent.kpi, agent)) return undefined;
  const days = state.agent.kpi[agent]!;
  const text = dayText(day);
  return Object.hasOwn(days, text) ? days[text] : undefined;
}

/**
 * G-089 with the figures QA set (docs/decisions/agent.md "G-089 Team KPI: days and the figures QA sets"):
 * a day's figure that is set replaces the seeded one, on days up to today (a later day has not
 * happened yet). Over a range, a figure set on some day makes: registrations the sum of the days
 * (a member registers once), online today's figure, logins and bettors (distinct members) the
 * larger of the seeded count over the other days and the busiest day. A range without set figures
 * is the seeded function, byte for byte.
 */
export function teamKpi(state: WorldState, seed: number, agent: string, days: number[], now: number): TeamKpiFooter {
  const seeded = kpi(seed, teamOf(state, agent), days, now);
  const today = dayIndex(now);
  const set = days.map((d) => (d <= today ? setFigures(state, agent, d) : undefined));
  if (!set.some((f) => f !== undefined)) return seeded;
  const team = teamOf(state, agent);
  const daily = days.map((d, i) => ({ ...kpi(seed, team, [d], now), ...set[i] }));
  const out = { ...seeded };
  for (const field of KPI_FIELDS) {
    if (!set.some((f) => f?.[field] !== undefined)) continue;
    if (field === 'teamRegisterMemberCount') out[field] = daily.reduce((sum, d) => sum + d[field], 0);
    else if (field === 'teamOnlineCount') out[field] = days.includes(today) ? daily[days.indexOf(today)]![field] : 0;
    else {
      const others = days.filter((_, i) => set[i]?.[field] === undefined);
      out[field] = Math.max(kpi(seed, team, others, now)[field], ...daily.map((d) => d[field]));
    }
  }
  return out;
}

function pnlOf(username: string, acts: DayActivity[]): PnlRow {
  const betAmount = round2(acts.reduce((s, a) => s + a.betAmount, 0));
  const validBet = round2(betAmount * 0.95);
  return { username, betAmount, validBet, winLoss: round2(acts.reduce((s, a) => s + a.winLoss, 0)), rebate: round2(validBet * 0.005) };
}

const REBATE_RATE = { self: 0.003, team: 0.005 } as const;
const DIVIDEND_RATIO = 0.2;
/** Half-month periods shown on the dividends page. */
const DIVIDEND_PERIODS = 6;

export const agentHandlers = {
  ...defineHandler(api.agent.wallet, ({ session }) => {
    requireAgent(session!.user);
    return { sumBalance: session!.user.balance };
  }),
  ...defineHandler(api.agent.teamKpi, ({ state, session, world, query, now }) => {
    requireAgent(session!.user);
    const days = rangeOf(query.startDate, query.endDate);
    const agent = session!.user.username;
    const team = teamOf(state, agent);
    const seed = world.config.seed;
    return {
      list: days.slice(0, query.size).map((d) => ({ date: dayText(d), ...teamKpi(state, seed, agent, [d], now) })),
      footer: teamKpi(state, seed, agent, days, now),
      teamSize: team.filter((m) => m.registeredAt <= now).length,
    };
  }),
  ...defineHandler(api.agent.teamMembers, ({ state, session, world, query, now }) => {
    requireAgent(session!.user);
    const needle = query.username.trim().toLowerCase();
    const all = teamOf(state, session!.user.username)
      .filter((m) => m.registeredAt <= now && (needle === '' || m.username.includes(needle)))
      .sort((a, b) => b.registeredAt - a.registeredAt || a.username.localeCompare(b.username))
      .map((m) => {
        const last = lastLogin(world.config.seed, m, now);
        return {
          username: m.username,
          type: 0,
          registeredAt: new Date(m.registeredAt).toISOString(),
          lastLoginAt: isoOrEmpty(last),
          balance: m.balance,
          online: last !== null && now - last < ONLINE_MS,
        };
      });
    return pageOf(all, query.pageNo, query.pageSize);
  }),
  ...defineHandler(api.agent.teamPnl, ({ state, session, world, query, now }) => {
    requireAgent(session!.user);
    const days = rangeOf(query.startDate, query.endDate);
    const team = teamOf(state, session!.user.username);
    const rows = team
      .map((m) =>
        pnlOf(
          m.username,
          days.map((d) => activity(world.config.seed, m, d, now)),
        ),
      )
      .filter((r) => r.betAmount > 0);
    const footer = pnlOf('', []);
    for (const r of rows) {
      footer.betAmount = round2(footer.betAmount + r.betAmount);
      footer.validBet = round2(footer.validBet + r.validBet);
      footer.winLoss = round2(footer.winLoss + r.winLoss);
      footer.rebate = round2(footer.rebate + r.rebate);
    }
    return { list: rows, footer };
  }),
  ...defineHandler(api.agent.teamBetting, ({ state, session, world, query, now }) => {
    requireAgent(session!.user);
    const days = rangeOf(query.startDate, query.endDate);
    const seed = world.config.seed;
    const language = contentLanguage(query.language);
    const bets: TeamBet[] = [];
    for (const m of teamOf(state, session!.user.username)) {
      for (const d of days) {
        const a = activity(seed, m, d, now);
        for (let i = 0; i < a.bets; i++) {
          const at = Math.min(now, (a.loginAt ?? 0) + (i + 1) * 7 * 60_000);
          bets.push({
            betId: `${m.username}-${dayText(d).replaceAll('-', '')}-${i + 1}`,
            username: m.username,
            gameName: localise(TEAM_BET_GAMES[Math.floor(unit(seed, m.username, d, 'game', i) * TEAM_BET_GAMES.length)]!, language),
            betAmount: round2(a.betAmount / a.bets),
            winLoss: round2(a.winLoss / a.bets),
            betTime: new Date(at).toISOString(),
          });
        }
      }
    }
    bets.sort((a, b) => b.betTime.localeCompare(a.betTime) || a.betId.localeCompare(b.betId));
    return pageOf(bets, query.pageNo, query.pageSize);
  }),
  ...defineHandler(api.agent.rebates, ({ state, session, world, query, now }) => {
    requireAgent(session!.user);
    const days = rangeOf(query.startDate, query.endDate).filter((d) => d <= dayIndex(now));
    const team = teamOf(state, session!.user.username);
    const rate = REBATE_RATE[query.scope];
    const list = days
      .map((d) => {
        const validBet = round2(team.reduce((s, m) => s + activity(world.config.seed, m, d, now).betAmount, 0) * 0.95);
        return { date: dayText(d), validBet, rate, amount: round2(validBet * rate) };
      })
      .reverse();
    return { scope: query.scope, list, total: round2(list.reduce((s, r) => s + r.amount, 0)) };
  }),
  ...defineHandler(api.agent.dividends, ({ state, session, world, now }) => {
    const user = session!.user;
    requireAgent(user);
    const signedDividend = contractsOf(state, user.username).dividend.status === 'SIGNED';
    // G-094: shown while the DIVIDEND switch is on and the agent has a signed dividend contract.
    const shown = state.settings.info.whitelabel.DIVIDEND && signedDividend;
    if (!signedDividend) return { shown, list: [] };
    const team = teamOf(state, user.username);
    const today = new Date(now);
    const list = [];
    // Half-month periods: 1st-15th and 16th-end, the current one first.
    let y = today.getUTCFullYear();
    let mo = today.getUTCMonth();
    let half = today.getUTCDate() <= 15 ? 0 : 1;
    for (let i = 0; i < DIVIDEND_PERIODS; i++) {
      const from = Date.UTC(y, mo, half === 0 ? 1 : 16);
      const to = half === 0 ? Date.UTC(y, mo, 15) : Date.UTC(y, mo + 1, 0);
      const days = Array.from({ length: dayIndex(to) - dayIndex(from) + 1 }, (_, k) => dayIndex(from) + k);
      const teamProfit = round2(
        -team.reduce((s, m) => s + days.reduce((t, d) => t + activity(world.config.seed, m, d, now).winLoss, 0), 0),
      );
      list.push({
        period: `${dayText(dayIndex(from))}~${dayText(dayIndex(to))}`,
        teamProfit,
        ratio: DIVIDEND_RATIO,
        amount: round2(Math.max(0, teamProfit) * DIVIDEND_RATIO),
        status: i === 0 ? ('PENDING' as const) : ('PAID' as const),
      });
      if (half === 1) half = 0;
      else {
        half = 1;
        mo -= 1;
        if (mo < 0) {
          mo = 11;
          y -= 1;
        }
      }
    }
    return { shown, list };
  }),
  ...defineHandler(api.agent.register, ({ state, session, body, now }) => {
    const agent = session!.user;
    requireAgent(agent);
    const username = body.username.trim().toLowerCase();
    if (!/^[a-z0-9_]{4,16}$/.test(username)) throw badRequest('username', 'username: 4 to 16 letters, digits or _');
    if (!/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/.test(body.password))
      throw badRequest('password', 'password: 8 to 20 characters with letters and digits');
    if (Object.hasOwn(state.users, username)) throw new SimError('username.exists', `${username} exists`, { field: 'username' });
    state.users[username] = {
      username,
      password: body.password,
      type: 0,
      mobileNum: '',
      countryDialingCode: state.settings.info.register.countryDialingCode,
      email: '',
      nickname: username,
      balance: 0,
      memberLabels: [],
      clubLabel: null,
      firstTimeLogin: true,
      passwordExpired: false,
      wellKnown: false,
    };
    state.wallet[username] = newMemberWallet();
    const team = Object.hasOwn(state.agent.teams, agent.username)
      ? state.agent.teams[agent.username]!
      : (state.agent.teams[agent.username] = []);
    team.push({ username, registeredAt: now, balance: 0 });
    return { username, registeredAt: new Date(now).toISOString() };
  }),
  ...defineHandler(api.agent.info, ({ state, session, now }) => {
    const user = session!.user;
    requireAgent(user);
    const code = Object.entries(state.affiliateCodes).find(([, owner]) => owner === user.username)?.[0] ?? '';
    const origin = state.settings.info.domainRoute[0] ?? '';
    return {
      username: user.username,
      type: user.type,
      affiliateCode: code,
      inviteUrl: code ? `${origin}/m/register?${new URLSearchParams({ [REGISTER_LINK_QUERY.affiliate]: code }).toString()}` : '',
      teamSize: teamOf(state, user.username).filter((m) => m.registeredAt <= now).length,
    };
  }),
  ...defineHandler(api.agent.salaryContractInfo, ({ state, session }) => contractInfo(state, session!.user)),
  ...defineHandler(api.agent.dividendContractInfo, ({ state, session }) => contractInfo(state, session!.user)),
  ...defineHandler(api.agent.contract, ({ state, session, query }) => {
    requireAgent(session!.user);
    return contractValue(query.kind, contractsOf(state, session!.user.username)[query.kind], contentLanguage(query.language));
  }),
  ...defineHandler(api.agent.signContract, ({ state, session, body, now }) => {
    const user = session!.user;
    requireAgent(user);
    const current = contractsOf(state, user.username)[body.kind];
    if (current.status !== 'OFFERED') throw new SimError('contract.not.offered', `no ${body.kind} contract offered to ${user.username}`);
    const all = Object.hasOwn(state.agent.contracts, user.username)
      ? state.agent.contracts[user.username]!
      : (state.agent.contracts[user.username] = contractsOf(state, user.username));
    all[body.kind] = { status: 'SIGNED', label: current.label, signedAt: now };
    return contractValue(body.kind, all[body.kind], contentLanguage(body.language));
  }),
};
