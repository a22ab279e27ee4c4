import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { CONTRACT_KINDS } from '../agent-agreements';
import { ContentLanguage } from './announcements';

/**
 * Agent area (G-086..G-103): wallet, team KPI of one day, team members, team P&L, team betting,
 * rebates, dividends, register centre, agent info (get-agent modal) and contracts. Every call
 * needs an agent session (types other than 0, 4, 40): others get `not.agent`.
 * Days are UTC calendar days, YYYY-MM-DD (docs/decisions/agent.md G-089).
 */

/** Required in practice: '' (the default, so a bare GET is a valid call) is answered 400 naming the field. */
const IsoDate = Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', maxLength: 10, default: '' });
const Money = Type.Number();

export const AgentWalletValue = Type.Object({ sumBalance: Money }, { $id: 'AgentWalletValue', additionalProperties: false });
export type AgentWalletValue = Static<typeof AgentWalletValue>;

/** G-089: the spec's payload {startDate, endDate, size 0}. */
export const TeamKpiQuery = Type.Object(
  { startDate: IsoDate, endDate: IsoDate, size: Type.Integer({ minimum: 0, maximum: 100, default: 0 }) },
  { additionalProperties: false },
);
export type TeamKpiQuery = Static<typeof TeamKpiQuery>;
export const TeamKpiFooter = Type.Object(
  {
    teamLoginMemberCount: Type.Integer({ minimum: 0 }),
    teamBetMemberCount: Type.Integer({ minimum: 0 }),
    teamRegisterMemberCount: Type.Integer({ minimum: 0 }),
    teamOnlineCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type TeamKpiFooter = Static<typeof TeamKpiFooter>;
/** `list` holds one row per day when size > 0 (at most size rows); the home asks size 0. */
export const TeamKpiValue = Type.Object(
  {
    list: Type.Array(Type.Object({ date: Type.String(), ...TeamKpiFooter.properties }, { additionalProperties: false })),
    footer: TeamKpiFooter,
    teamSize: Type.Integer({ minimum: 0 }),
  },
  { $id: 'TeamKpiValue', additionalProperties: false },
);
export type TeamKpiValue = Static<typeof TeamKpiValue>;

export const TeamMember = Type.Object(
  {
    username: Type.String(),
    type: Type.Integer(),
    /** ISO UTC. */
    registeredAt: Type.String(),
    /** ISO UTC of the last login up to now; '' never. */
    lastLoginAt: Type.String(),
    balance: Money,
    online: Type.Boolean(),
  },
  { $id: 'TeamMember', additionalProperties: false },
);
export type TeamMember = Static<typeof TeamMember>;
export const TeamMembersQuery = Type.Object(
  {
    username: Type.String({ maxLength: 32, default: '' }),
    pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  },
  { additionalProperties: false },
);
export type TeamMembersQuery = Static<typeof TeamMembersQuery>;
export const TeamMembersValue = Type.Object(
  { list: Type.Array(TeamMember), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() },
  { $id: 'TeamMembersValue', additionalProperties: false },
);
export type TeamMembersValue = Static<typeof TeamMembersValue>;

/** A date range of at most 31 days (agent.* reports). */
export const DateRangeQuery = Type.Object({ startDate: IsoDate, endDate: IsoDate }, { additionalProperties: false });
export type DateRangeQuery = Static<typeof DateRangeQuery>;

export const PnlRow = Type.Object(
  { username: Type.String(), betAmount: Money, validBet: Money, winLoss: Money, rebate: Money },
  { additionalProperties: false },
);
export type PnlRow = Static<typeof PnlRow>;
/** winLoss is the member's result (negative = the member lost = the team's profit). */
export const TeamPnlValue = Type.Object({ list: Type.Array(PnlRow), footer: PnlRow }, { $id: 'TeamPnlValue', additionalProperties: false });
export type TeamPnlValue = Static<typeof TeamPnlValue>;

export const TeamBet = Type.Object(
  { betId: Type.String(), username: Type.String(), gameName: Type.String(), betAmount: Money, winLoss: Money, betTime: Type.String() },
  { additionalProperties: false },
);
export type TeamBet = Static<typeof TeamBet>;
export const TeamBettingQuery = Type.Object(
  {
    startDate: IsoDate,
    endDate: IsoDate,
    pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
    /** Game names in this display language where the backend has them (lottery names); English otherwise. */
    language: ContentLanguage,
  },
  { additionalProperties: false },
);
export type TeamBettingQuery = Static<typeof TeamBettingQuery>;
export const TeamBettingValue = Type.Object(
  { list: Type.Array(TeamBet), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() },
  { $id: 'TeamBettingValue', additionalProperties: false },
);
export type TeamBettingValue = Static<typeof TeamBettingValue>;

export const RebatesQuery = Type.Object(
  {
    /** self: the agent's own rebate (agentRebeat); team: the team's (teamRebate). */
    scope: Type.Union([Type.Literal('self'), Type.Literal('team')], { default: 'self' }),
    startDate: IsoDate,
    endDate: IsoDate,
  },
  { additionalProperties: false },
);
export type RebatesQuery = Static<typeof RebatesQuery>;
export const RebateRow = Type.Object(
  { date: Type.String(), validBet: Money, rate: Type.Number(), amount: Money },
  { additionalProperties: false },
);
export const RebatesValue = Type.Object(
  { scope: Type.String(), list: Type.Array(RebateRow), total: Money },
  { $id: 'RebatesValue', additionalProperties: false },
);
export type RebatesValue = Static<typeof RebatesValue>;

export const DividendRow = Type.Object(
  {
    period: Type.String(),
    teamProfit: Money,
    ratio: Type.Number(),
    amount: Money,
    status: Type.Union([Type.Literal('PAID'), Type.Literal('PENDING')]),
  },
  { additionalProperties: false },
);
/** G-094: `shown` decides the agent footer's dividend entry. */
export const DividendsValue = Type.Object(
  { shown: Type.Boolean(), list: Type.Array(DividendRow) },
  { $id: 'DividendsValue', additionalProperties: false },
);
export type DividendsValue = Static<typeof DividendsValue>;

/** Register centre: the agent opens an account for a new team member (type 0). */
export const AgentRegisterBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 32 }),
    password: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type AgentRegisterBody = Static<typeof AgentRegisterBody>;
export const AgentRegisterValue = Type.Object({ username: Type.String(), registeredAt: Type.String() }, { additionalProperties: false });
export type AgentRegisterValue = Static<typeof AgentRegisterValue>;

/** Get-agent modal (G-095): the agent's invitation code and link. */
export const AgentInfoValue = Type.Object(
  { username: Type.String(), type: Type.Integer(), affiliateCode: Type.String(), inviteUrl: Type.String(), teamSize: Type.Integer() },
  { $id: 'AgentInfoValue', additionalProperties: false },
);
export type AgentInfoValue = Static<typeof AgentInfoValue>;

/**
 * G-101, G-102: one value per contract; a non-empty string (the offered contract's type or
 * period) "holds a value" and prompts; '' or null does not.
 */
export const ContractInfoValue = Type.Object(
  {
    dailysalreqtype: Type.Union([Type.String(), Type.Null()]),
    divtypecompperiodreq: Type.Union([Type.String(), Type.Null()]),
    contracthoursalreq: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'ContractInfoValue', additionalProperties: false },
);
export type ContractInfoValue = Static<typeof ContractInfoValue>;

export const ContractKindSchema = Type.Union(CONTRACT_KINDS.map((k) => Type.Literal(k)));
/**
 * The contract asked for (query of agent.contract, body of agent.signContract), and the display
 * language its tiers' requirement and reward texts are answered in.
 */
export const ContractKindInput = Type.Object(
  { kind: { ...ContractKindSchema, default: 'salary' }, language: ContentLanguage },
  { additionalProperties: false },
);
export type ContractKindInput = Static<typeof ContractKindInput>;
export const ContractTier = Type.Object(
  { tier: Type.Integer(), requirement: Type.String(), reward: Type.String() },
  { additionalProperties: false },
);
export const ContractValue = Type.Object(
  {
    kind: ContractKindSchema,
    /** OFFERED: waiting for the signature (prompts); SIGNED; NONE: nothing offered. */
    status: Type.Union([Type.Literal('OFFERED'), Type.Literal('SIGNED'), Type.Literal('NONE')]),
    /** The offered contract's type or period (the value of its contract-info field). */
    label: Type.String(),
    tiers: Type.Array(ContractTier),
    /** ISO UTC; '' while not signed. */
    signedAt: Type.String(),
  },
  { $id: 'ContractValue', additionalProperties: false },
);
export type ContractValue = Static<typeof ContractValue>;

export const agentEndpoints = {
  wallet: defineEndpoint({
    id: 'agent.wallet',
    method: 'GET',
    path: '/api/agent/wallet',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: "The agent's wallet (sumBalance, G-087).",
    response: AgentWalletValue,
  }),
  teamKpi: defineEndpoint({
    id: 'agent.teamKpi',
    method: 'GET',
    path: '/api/agent/team/kpi',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Team KPI (G-089): counts of the team for the days asked (today on the agent home); value.footer.',
    query: TeamKpiQuery,
    response: TeamKpiValue,
  }),
  teamMembers: defineEndpoint({
    id: 'agent.teamMembers',
    method: 'GET',
    path: '/api/agent/team/members',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'DOWNMAN',
    summary: 'Team members of the agent, newest first, paged (team management).',
    query: TeamMembersQuery,
    response: TeamMembersValue,
  }),
  teamPnl: defineEndpoint({
    id: 'agent.teamPnl',
    method: 'GET',
    path: '/api/agent/team/pnl',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'AGETEAMPNL3',
    summary: 'Team profit and loss per member for a range of at most 31 days.',
    query: DateRangeQuery,
    response: TeamPnlValue,
  }),
  teamBetting: defineEndpoint({
    id: 'agent.teamBetting',
    method: 'GET',
    path: '/api/agent/team/bets',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'TEAMBETTING3',
    summary: 'Bets of the team for a range of at most 31 days, newest first, paged; lottery game names in `language`.',
    query: TeamBettingQuery,
    response: TeamBettingValue,
  }),
  rebates: defineEndpoint({
    id: 'agent.rebates',
    method: 'GET',
    path: '/api/agent/rebates',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Daily rebates of the agent (self) or of the team (team) for a range of at most 31 days.',
    query: RebatesQuery,
    response: RebatesValue,
  }),
  dividends: defineEndpoint({
    id: 'agent.dividends',
    method: 'GET',
    path: '/api/agent/dividends',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Dividend periods of the agent and whether dividends are shown (G-094).',
    response: DividendsValue,
  }),
  register: defineEndpoint({
    id: 'agent.register',
    method: 'POST',
    path: '/api/agent/register',
    auth: true,
    quiet: false,
    encrypted: true,
    module: 'REGCEN',
    summary: "Register centre: opens a type-0 account in the agent's team.",
    body: AgentRegisterBody,
    response: AgentRegisterValue,
  }),
  info: defineEndpoint({
    id: 'agent.info',
    method: 'GET',
    path: '/api/agent/info',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: "The agent's invitation code and link (get-agent modal, G-095).",
    response: AgentInfoValue,
  }),
  // G-101: the spec's two contract requests, both {token} -> the three contract fields.
  salaryContractInfo: defineEndpoint({
    id: 'agent.salaryContractInfo',
    method: 'GET',
    path: '/api/agent/contract/daily-salary',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Contract daily-salary request (G-101): {token} -> dailysalreqtype, divtypecompperiodreq, contracthoursalreq.',
    response: ContractInfoValue,
  }),
  dividendContractInfo: defineEndpoint({
    id: 'agent.dividendContractInfo',
    method: 'GET',
    path: '/api/agent/contract/dividend',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Contract dividend request (G-101): {token} -> dailysalreqtype, divtypecompperiodreq, contracthoursalreq.',
    response: ContractInfoValue,
  }),
  contract: defineEndpoint({
    id: 'agent.contract',
    method: 'GET',
    path: '/api/agent/contract',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'One contract of the agent (salary, dividend, hour): status, label and tiers (requirement and reward texts in `language`).',
    query: ContractKindInput,
    response: ContractValue,
  }),
  signContract: defineEndpoint({
    id: 'agent.signContract',
    method: 'POST',
    path: '/api/agent/contract/sign',
    auth: true,
    quiet: false,
    encrypted: false,
    summary:
      'Signs the offered contract: its contract-info field is cleared, so its prompt stops (G-097..G-099); the contract answered with its tiers in `language`.',
    body: ContractKindInput,
    response: ContractValue,
  }),
};
