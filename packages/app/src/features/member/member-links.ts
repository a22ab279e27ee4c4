import type { Whitelabel } from '@m/contracts';
import type { IconName } from '@m/ui';
import { paths } from '../../shared/paths';

export interface MemberLink {
  id: string;
  to: string;
  icon: IconName;
  /** The white-label switch that must be on (G§6); absent = always shown. */
  flag?: keyof Whitelabel;
}

/** The member centre's entries (G§2 member menu, A-018); each hidden while its switch is off. */
export const MEMBER_LINKS: readonly MemberLink[] = [
  { id: 'deposit', to: paths.voucherCenter, icon: 'wallet' },
  { id: 'withdraw', to: paths.withdraw, icon: 'wallet' },
  { id: 'benefits', to: paths.benefits, icon: 'star', flag: 'VIPBENEFIT' },
  { id: 'rewardCenter', to: paths.rewardCenter, icon: 'gift', flag: 'REWCEN3' },
  { id: 'transactionRecord', to: paths.transactionRecord, icon: 'refresh', flag: 'TRANSREC3' },
  { id: 'gameRecord', to: paths.gameRecord, icon: 'star', flag: 'TRANSBETREPMEM3' },
  { id: 'securityCenter', to: paths.securityCenter, icon: 'lock' },
  { id: 'webEmail', to: paths.webEmail, icon: 'mail', flag: 'MAILCEN' },
  { id: 'set', to: paths.set, icon: 'user' },
  { id: 'help', to: paths.help, icon: 'service' },
  { id: 'other', to: paths.other, icon: 'globe' },
];

export const visibleLinks = (whitelabel: Whitelabel | undefined): MemberLink[] =>
  MEMBER_LINKS.filter((l) => !l.flag || (whitelabel ? whitelabel[l.flag] : false));
