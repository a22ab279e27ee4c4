import type { AgentRegisterBody, ContractKind, RebatesQuery } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../../../shared/api/client';
import { displayLanguage } from '../../../shared/stores/ui-store';

/** Agent calls (G-086..G-103); every one needs an agent session. */
export const getAgentWallet = () => call(routes.agent.wallet);
/** G-089: {startDate = endDate = today, size 0} -> value.footer. Quiet. */
export const getTeamKpi = (startDate: string, endDate: string = startDate, size = 0) =>
  call(routes.agent.teamKpi, { query: { startDate, endDate, size } });
export const getTeamMembers = (pageNo: number, username = '') =>
  call(routes.agent.teamMembers, { query: { pageNo, pageSize: 20, username } });
export const getTeamPnl = (startDate: string, endDate: string) => call(routes.agent.teamPnl, { query: { startDate, endDate } });
export const getTeamBetting = (startDate: string, endDate: string, pageNo: number) =>
  call(routes.agent.teamBetting, { query: { startDate, endDate, pageNo, pageSize: 20, language: displayLanguage() } });
export const getRebates = (query: RebatesQuery) => call(routes.agent.rebates, { query });
export const getDividends = () => call(routes.agent.dividends);
export const registerTeamMember = (body: AgentRegisterBody, opts: CallOptions = {}) => call(routes.agent.register, { body }, opts);
export const getAgentInfo = () => call(routes.agent.info);
/** G-101: the two contract requests, both {token} -> the three contract fields. Quiet. */
export const getSalaryContractInfo = () => call(routes.agent.salaryContractInfo);
export const getDividendContractInfo = () => call(routes.agent.dividendContractInfo);
/** The tiers' requirement and reward texts come in the display language (the backend translates them). */
export const getContract = (kind: ContractKind) => call(routes.agent.contract, { query: { kind, language: displayLanguage() } });
export const signContract = (kind: ContractKind, opts: CallOptions = {}) =>
  call(routes.agent.signContract, { body: { kind, language: displayLanguage() } }, opts);
