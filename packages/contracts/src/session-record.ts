/**
 * The site's session record (A§3) as it lives in local storage: the key and the text format,
 * written once here. The site's session store reads and writes through this pair, and the e2e
 * `loginAs` fixture writes with it, so a change of format cannot leave the two apart.
 *
 * The text is zustand's persisted envelope `{ state: { session }, version }`, kept as it was when
 * the store used zustand's JSON storage, so records already in a browser still load.
 */

/** Local-storage key of the session record. Decided name (A§3). */
export const SESSION_STORAGE_KEY = 'session';

/** Version of the stored envelope; a record of another version is not read. */
export const SESSION_STORAGE_VERSION = 0;

/** The session record (A§3): what the site keeps of an open session. */
export interface SessionRecord {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  /** Absent for trial users (A§3). */
  firstTimeLogin?: boolean;
}

/** The text stored under SESSION_STORAGE_KEY for `record` (null: logged out). */
export function encodeStoredSession(record: SessionRecord | null): string {
  const session: SessionRecord | null = record && {
    token: record.token,
    merchantCode: record.merchantCode,
    userName: record.userName,
    type: record.type,
    ...(record.firstTimeLogin === undefined ? {} : { firstTimeLogin: record.firstTimeLogin }),
  };
  return JSON.stringify({ state: { session }, version: SESSION_STORAGE_VERSION });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isSessionRecord(v: unknown): v is SessionRecord {
  return (
    isRecord(v) &&
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.merchantCode === 'string' &&
    typeof v.userName === 'string' &&
    typeof v.type === 'number' &&
    Number.isInteger(v.type) &&
    (v.firstTimeLogin === undefined || typeof v.firstTimeLogin === 'boolean')
  );
}

/**
 * The session record in a stored text, or null when there is none: no text, not JSON, another
 * version, or a record that is not the A§3 shape (a tampered or truncated value logs out rather
 * than reaching the API with half a session).
 */
export function decodeStoredSession(text: string | null | undefined): SessionRecord | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== SESSION_STORAGE_VERSION || !isRecord(parsed.state)) return null;
  const { session } = parsed.state;
  if (!isSessionRecord(session)) return null;
  const { token, merchantCode, userName, type, firstTimeLogin } = session;
  return { token, merchantCode, userName, type, ...(firstTimeLogin === undefined ? {} : { firstTimeLogin }) };
}
