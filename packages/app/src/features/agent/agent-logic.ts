import { NO_CONTRACT_CHECK_TYPES, NOT_AGENT_TYPES, type ContractInfoValue, type ContractKind, type WhitelabelKey } from '@m/contracts';
import type { IconName } from '@m/ui';
import { paths } from '../../shared/paths';
import { serverNow } from '../../shared/time/server-clock';

/** G-088: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening (local hour). */
export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';
export function greetingOf(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/** G-086: no session or types 0, 4, 40 cannot open the agent area. */
export const canOpenAgentArea = (type: number | null): boolean => type !== null && !NOT_AGENT_TYPES.includes(type);

/** G-096, G-102: the contract check runs for logged-in types other than 4, 40, 41, 42 (type 0 included; the backend answers it nothing). */
export const runsContractCheck = (type: number | null): boolean => type !== null && !NO_CONTRACT_CHECK_TYPES.includes(type);

/** G-102: a field "holds a value" when it is a non-empty string after trimming. */
export const holdsValue = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim() !== '';

/** G-097..G-099: the contract pages. */
export const CONTRACT_PATHS: Record<ContractKind, string> = {
  salary: paths.salaryContract,
  dividend: paths.dividendContract,
  hour: paths.hourContract,
};

/** G-102: prompts in a fixed order (daily salary, dividend, hourly salary), one at a time. */
export function pendingPrompts(info: ContractInfoValue): ContractKind[] {
  const out: ContractKind[] = [];
  if (holdsValue(info.dailysalreqtype)) out.push('salary');
  if (holdsValue(info.divtypecompperiodreq)) out.push('dividend');
  if (holdsValue(info.contracthoursalreq)) out.push('hour');
  return out;
}

/** G-092: the quick-menu entries, each behind its switch (the brand's white-label list, G-094). */
export interface QuickMenuEntry {
  id: 'overview' | 'register' | 'pnl' | 'team' | 'betting' | 'transactions' | 'transfer';
  flag: WhitelabelKey;
  to: string;
  icon: IconName;
}
export const QUICK_MENU: readonly QuickMenuEntry[] = [
  { id: 'overview', flag: 'AGEPAG', to: paths.agentTeamOverview, icon: 'chart' },
  { id: 'register', flag: 'REGCEN', to: paths.agentRegister, icon: 'user-plus' },
  { id: 'pnl', flag: 'AGETEAMPNL3', to: paths.agentTeamPnl, icon: 'trend' },
  { id: 'team', flag: 'DOWNMAN', to: paths.memberTeam, icon: 'users' },
  { id: 'betting', flag: 'TEAMBETTING3', to: paths.teamBetting, icon: 'receipt' },
  { id: 'transactions', flag: 'TRANSREC3', to: paths.transactionRecord, icon: 'list' },
  { id: 'transfer', flag: 'DOWNMAN', to: paths.memberTeam, icon: 'transfer' },
];
export const quickMenuEntries = (whitelabel: Partial<Record<WhitelabelKey, boolean>>): QuickMenuEntry[] =>
  QUICK_MENU.filter((e) => whitelabel[e.flag] === true);

/** G-090: the agent home's nav targets (online service is always shown). */
export const NAV_TARGETS = [
  { id: 'overview', to: paths.agentTeamOverview, icon: 'chart' },
  { id: 'accountRecord', to: `${paths.transactionRecord}?types=A`, icon: 'list' },
  { id: 'team', to: paths.memberTeam, icon: 'users' },
  { id: 'pnl', to: paths.agentTeamPnl, icon: 'trend' },
  { id: 'betting', to: paths.teamBetting, icon: 'receipt' },
  { id: 'agentRebate', to: paths.agentRebate, icon: 'percent' },
  { id: 'teamRebate', to: paths.teamRebate, icon: 'percent' },
  { id: 'security', to: paths.securityCenter, icon: 'lock' },
  { id: 'inbox', to: paths.webEmail, icon: 'mail' },
  { id: 'service', to: paths.customer, icon: 'service' },
] as const satisfies readonly { id: string; to: string; icon: IconName }[];

/** Today as YYYY-MM-DD in local time (G-089), on the server's clock: a device set to another day must not empty a report. */
export function localDay(d: Date = new Date(serverNow())): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
/** The local day `days` before `d`. */
export const daysBefore = (days: number, d: Date = new Date(serverNow())): string =>
  localDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() - days));
