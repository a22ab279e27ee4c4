import { decodeRememberedPassword, encodeRememberedPassword } from '@m/contracts/codec';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../shared/storage-keys';

/**
 * The remembered password of the login form (A§3): the `rememberedLogin` record { type, username,
 * password, countryDialingCode } and `remPass`, both double Base64 (an encoding, not protection).
 * The change-password screen reads it to skip the old-password field and rewrites it
 * after a change.
 */
interface RememberedLogin {
  type?: string;
  username?: string;
  password?: string;
  countryDialingCode?: string;
}

function readRecord(): RememberedLogin | null {
  try {
    const v: unknown = JSON.parse(readLocal(LOCAL_KEYS.rememberedLogin) ?? 'null');
    return v && typeof v === 'object' ? (v as RememberedLogin) : null;
  } catch {
    return null;
  }
}

/** The remembered password of `userName`, if the remember switch kept one. */
export function rememberedPassword(userName: string): string | null {
  const record = readRecord();
  if (record?.username === userName && record.password) return decodeRememberedPassword(record.password);
  if (record?.username && record.username !== userName) return null;
  const remPass = readLocal(LOCAL_KEYS.remPass);
  return remPass ? decodeRememberedPassword(remPass) : null;
}

/** a saved remembered password follows the change; nothing is saved when none was. */
export function updateRememberedPassword(userName: string, password: string): void {
  const encoded = encodeRememberedPassword(password);
  const record = readRecord();
  if (record?.username === userName && record.password) writeLocal(LOCAL_KEYS.rememberedLogin, JSON.stringify({ ...record, password: encoded }));
  if (readLocal(LOCAL_KEYS.remPass) && (!record?.username || record.username === userName)) writeLocal(LOCAL_KEYS.remPass, encoded);
}
