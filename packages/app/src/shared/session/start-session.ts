import { DEFAULT_MERCHANT_CODE } from '@m/contracts';
import { useSessionStore, type SessionRecord } from '../stores/session-store';
import { LOCAL_KEYS, writeLocal } from '../storage-keys';
import { refreshMemberInfo } from './member-info';

export interface SessionStart {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
}

/**
 * Starts a session: stores the session record with the merchant code
 * (G-106), keeps the trial name for trial users (their record has no firstTimeLogin), and
 * loads member info and avatar (the login waits for them, A-104). Login, registration's auto-login, set-password-by-phone, the trial entry
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
