import { isTrialType } from '@m/contracts';

/** The support menu's five entries in order. */
export type SupportEntry = 'customer' | 'messages' | 'announcements' | 'liveChat' | 'help';

export interface SupportMenuInput {
  /** White-label MAILCEN (mail centre) and CBS3 (chat). */
  mailcen: boolean;
  cbs3: boolean;
  /** The logged-in member (member info), null for a guest or before member info arrives. */
  member: { type: number; labels: readonly string[] } | null;
}

/** live chat needs CBS3, a member, type not 4 and no memberLabel named nochat. */
export const liveChatAllowed = (i: Pick<SupportMenuInput, 'cbs3' | 'member'>): boolean =>
  i.cbs3 && i.member !== null && !isTrialType(i.member.type) && !i.member.labels.includes('nochat');

/** messages only with MAILCEN; customer service, announcements and help always. */
export function supportMenuEntries(i: SupportMenuInput): SupportEntry[] {
  const out: SupportEntry[] = ['customer'];
  if (i.mailcen) out.push('messages');
  out.push('announcements');
  if (liveChatAllowed(i)) out.push('liveChat');
  out.push('help');
  return out;
}
