import { DEFAULT_MERCHANT_CODE } from '@m/contracts';
import { useMemberStore } from '../stores/member-store';
import { useSessionStore, type SessionRecord } from '../stores/session-store';
import { LOCAL_KEYS, writeLocal } from '../storage-keys';
import { getAvatar } from './get-avatar';
import { getMemberInfo } from './get-member-info';

export interface SessionStart {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
}

/**
 * Reloads member info and the avatar of the current session into the member
 * store. Quiet: a failure leaves the previous values; a dead token is handled by the client
 * (logged.out clears the session).
 */
export async function refreshMemberInfo(): Promise<void> {
  const token = useSessionStore.getState().session?.token;
  if (!token) return;
  const [info, avatar] = await Promise.allSettled([getMemberInfo(), getAvatar()]);
  // A late answer for a session that has ended or changed meanwhile is dropped.
  if (useSessionStore.getState().session?.token !== token) return;
  const store = useMemberStore.getState();
  if (info.status === 'fulfilled') store.setInfo(info.value);
  if (avatar.status === 'fulfilled') store.setAvatar(avatar.value);
}

/**
 * Starts a session: stores the session record with the merchant code
 * (G-106), keeps the trial name for trial users (their record has no firstTimeLogin), and
 * refreshes member info. Login, registration's auto-login, set-password-by-phone, the trial entry
 * and a token handed over in the URL all come through here.
 */
export async function startSession(value: SessionStart, opts: { trial?: boolean } = {}): Promise<SessionRecord> {
  const record: SessionRecord = {
    token: value.token,
    merchantCode: DEFAULT_MERCHANT_CODE,
    userName: value.userName,
    type: value.customerType,
    ...(opts.trial ? {} : { firstTimeLogin: value.firstTimeLogin ?? false }),
  };
  useSessionStore.getState().setSession(record);
  writeLocal(LOCAL_KEYS.trialName, opts.trial ? value.userName : null);
  await refreshMemberInfo();
  return record;
}
