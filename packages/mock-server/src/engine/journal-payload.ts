import { BodyDecryptError, decryptBody } from '@m/contracts/codec';
import type { Endpoint } from '@m/contracts';

/**
 * What the journal keeps of a request ("QA cannot check what the site sent"): its
 * query and its body (encrypted bodies decrypted), with secrets masked. A key is a secret when
 * its name contains pass, psw, pwd or secret (password, newPassword, confirmPsw...): its value
 * becomes `***`. Large payloads are cut so the bounded journal stays small.
 */

export const MASK = '***';
const SECRET_KEY = /pass|psw|pwd|secret/i;
/** Longest JSON kept for one payload part; a longer one is replaced by `{ truncated: <length> }`. */
export const PAYLOAD_LIMIT = 4000;
const MAX_DEPTH = 8;

function mask(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[deep]';
  if (Array.isArray(value)) return value.map((v) => mask(v, depth + 1));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) && v !== null && v !== '' ? MASK : mask(v, depth + 1);
    return out;
  }
  return value;
}

function bounded(value: unknown): unknown {
  if (value === undefined) return undefined;
  const masked = mask(value);
  const text = JSON.stringify(masked) ?? '';
  return text.length > PAYLOAD_LIMIT ? { truncated: text.length } : masked;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'object' && Object.keys(v).length === 0);

/**
 * `{ query?, body? }` of a journal entry; parts that are absent or empty are left out.
 * `decrypted`: the body already decrypted by the engine (an encrypted endpoint's body is not decrypted twice).
 */
export function requestPayload(
  endpoint: Endpoint | null,
  query: unknown,
  body: unknown,
  decrypted?: { body: unknown },
): { query?: unknown; body?: unknown } {
  let plain = decrypted ? decrypted.body : body;
  if (!decrypted && endpoint?.encrypted && body !== undefined) {
    try {
      plain = decryptBody(body);
    } catch (err) {
      if (!(err instanceof BodyDecryptError)) throw err;
    }
  }
  const out: { query?: unknown; body?: unknown } = {};
  if (!isEmpty(query)) out.query = bounded(query);
  if (!isEmpty(plain)) out.body = bounded(plain);
  return out;
}
