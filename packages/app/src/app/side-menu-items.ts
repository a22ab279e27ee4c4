import { isAgentType, type WhitelabelKey } from '@m/contracts';
import { paths, type RouteId } from '../shared/paths';

/** The members' side-menu list (G-019) in the spec's order, with the gate of each entry (G-020). */
const ENTRIES: readonly { id: RouteId; flag?: WhitelabelKey; agentOnly?: boolean }[] = [
  { id: 'memberHome' },
  { id: 'voucherCenter' },
  { id: 'withdraw' },
  { id: 'benefits', flag: 'VIPBENEFIT' },
  { id: 'activity' },
  { id: 'rewardCenter', flag: 'REWCEN3' },
  { id: 'agent', agentOnly: true },
  { id: 'help' },
  { id: 'transactionRecord', flag: 'TRANSREC3' },
  { id: 'gameRecord', flag: 'TRANSBETREPMEM3' },
  { id: 'feedback' },
  { id: 'webEmail', flag: 'MAILCEN' },
];

/**
 * G-020: VIP needs the VIP-benefit flag; agent a logged-in user whose type is not 0, 4 or 40;
 * reward center REWCEN3, account record TRANSREC3, betting record TRANSBETREPMEM3, messages MAILCEN.
 */
export function sideMenuItems(accountType: number, whitelabel: Partial<Record<WhitelabelKey, boolean>>): { id: RouteId; path: string }[] {
  return ENTRIES.filter((e) => (!e.flag || whitelabel[e.flag] === true) && (!e.agentOnly || isAgentType(accountType))).map((e) => ({
    id: e.id,
    path: paths[e.id],
  }));
}
