import type {
  AgentInfoValue,
  AgentRegisterBody,
  AgentRegisterValue,
  AgentWalletValue,
  ContractInfoValue,
  ContractKindInput,
  ContractValue,
  DateRangeQuery,
  DividendsValue,
  RebatesQuery,
  RebatesValue,
  TeamBettingQuery,
  TeamBettingValue,
  TeamKpiQuery,
  TeamKpiValue,
  TeamMembersQuery,
  TeamMembersValue,
  TeamPnlValue,
} from '../api/agent';
import { defineRoute, type RouteMeta } from '../endpoint';

/** The three contracts an agent can be offered (G-097..G-099). */
export const CONTRACT_KINDS = ['salary', 'dividend', 'hour'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

const get = (id: string, path: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  id: `agent.${id}`,
  method: 'GET',
  path,
  auth: true,
  quiet: false,
  encrypted: false,
  ...extra,
});

/** Agent area (G-086..G-103). Every call needs an agent session. */
export const agentRoutes = {
  wallet: defineRoute<{ value: AgentWalletValue }>(get('wallet', '/api/agent/wallet')),
  teamKpi: defineRoute<{ query: TeamKpiQuery; value: TeamKpiValue }>(get('teamKpi', '/api/agent/team/kpi', { quiet: true })),
  teamMembers: defineRoute<{ query: TeamMembersQuery; value: TeamMembersValue }>(get('teamMembers', '/api/agent/team/members', { module: 'DOWNMAN' })),
  teamPnl: defineRoute<{ query: DateRangeQuery; value: TeamPnlValue }>(get('teamPnl', '/api/agent/team/pnl', { module: 'AGETEAMPNL3' })),
  teamBetting: defineRoute<{ query: TeamBettingQuery; value: TeamBettingValue }>(get('teamBetting', '/api/agent/team/bets', { module: 'TEAMBETTING3' })),
  rebates: defineRoute<{ query: RebatesQuery; value: RebatesValue }>(get('rebates', '/api/agent/rebates')),
  dividends: defineRoute<{ value: DividendsValue }>(get('dividends', '/api/agent/dividends')),
  register: defineRoute<{ body: AgentRegisterBody; value: AgentRegisterValue }>({
    ...get('register', '/api/agent/register', { module: 'REGCEN' }),
    method: 'POST',
    encrypted: true,
  }),
  info: defineRoute<{ value: AgentInfoValue }>(get('info', '/api/agent/info')),
  // G-101: the spec's two contract requests, both {token} -> the three contract fields.
  salaryContractInfo: defineRoute<{ value: ContractInfoValue }>(get('salaryContractInfo', '/api/agent/contract/daily-salary', { quiet: true })),
  dividendContractInfo: defineRoute<{ value: ContractInfoValue }>(get('dividendContractInfo', '/api/agent/contract/dividend', { quiet: true })),
  contract: defineRoute<{ query: ContractKindInput; value: ContractValue }>(get('contract', '/api/agent/contract')),
  signContract: defineRoute<{ body: ContractKindInput; value: ContractValue }>({
    ...get('signContract', '/api/agent/contract/sign'),
    method: 'POST',
  }),
};
