import { decodeRememberedPassword, encodeRememberedPassword } from '@m/contracts/codec';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage-keys';

/**
 * Remember password. Keys: `sass` = '1' while the box is ticked, `remPass` = the
 * username method's password double-Base64-encoded (an ENCODING, not protection: anyone with the
 * device can read it), and `rememberedLogin` = one record per method
 * { type, username, password (encoded; empty for SMS: a one-time code is never kept), countryDialingCode }.
 */
export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  /** Plain text once read back (decoded); empty for the SMS method. */
  password: string;
  countryDialingCode: string;
}

type StoredRecords = Partial<Record<LoginMethod, { type: LoginMethod; username: string; password: string; countryDialingCode: string }>>;

function readRecords(): StoredRecords {
  try {
    const parsed: unknown = JSON.parse(readLocal(LOCAL_KEYS.rememberedLogin) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredRecords) : {};
  } catch {
    return {};
  }
}

export const isRememberOn = (): boolean => readLocal(LOCAL_KEYS.sass) === '1';

/** The remembered credentials of a method, decoded; null when none (or the box is off). */
export function readRemembered(method: LoginMethod): RememberedLogin | null {
  if (!isRememberOn()) return null;
  const record = readRecords()[method];
  if (!record) return null;
  const password = method === 'username' ? (decodeRememberedPassword(readLocal(LOCAL_KEYS.remPass) ?? record.password) ?? '') : '';
  return { type: method, username: record.username, password, countryDialingCode: record.countryDialingCode };
}

/** After a successful login: keep (box ticked) or forget (box off) the method's credentials. */
export function saveRemembered(remember: boolean, login: RememberedLogin): void {
  const records = readRecords();
  if (!remember) {
    delete records[login.type];
    if (login.type === 'username') writeLocal(LOCAL_KEYS.remPass, null);
    writeLocal(LOCAL_KEYS.sass, null);
  } else {
    const encoded = login.type === 'username' ? encodeRememberedPassword(login.password) : '';
    records[login.type] = { type: login.type, username: login.username, password: encoded, countryDialingCode: login.countryDialingCode };
    if (login.type === 'username') writeLocal(LOCAL_KEYS.remPass, encoded);
    writeLocal(LOCAL_KEYS.sass, '1');
  }
  writeLocal(LOCAL_KEYS.rememberedLogin, Object.keys(records).length ? JSON.stringify(records) : null);
}
