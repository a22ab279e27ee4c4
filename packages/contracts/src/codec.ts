import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * Codecs shared by the site and the simulator.
 *
 * 1. The encrypted request body of login and registration (A§7): the JSON body is encrypted
 *    with AES (crypto-js, OpenSSL-compatible passphrase mode, random salt) and sent as
 *    `{ "data": "<ciphertext>" }` with the header `x-encrypted: aes`. The passphrase ships in
 *    the front end, as it would on the real site: this hides the body from casual logs, it is
 *    not transport security (TLS is).
 * 2. The remembered password (A§3): double Base64. It is an ENCODING, not protection: anyone
 *    with access to the browser storage can read it back.
 */

export { ENCRYPTION_HEADER, ENCRYPTION_HEADER_VALUE } from './constants';
export const BODY_PASSPHRASE = 'mock-first-site-body-key-v1';

export interface EncryptedBody {
  data: string;
}

export function encryptBody(body: unknown, passphrase: string = BODY_PASSPHRASE): EncryptedBody {
  return { data: AES.encrypt(JSON.stringify(body), passphrase).toString() };
}

export class BodyDecryptError extends Error {
  constructor(message = 'body could not be decrypted') {
    super(message);
    this.name = 'BodyDecryptError';
  }
}

export function decryptBody(body: unknown, passphrase: string = BODY_PASSPHRASE): unknown {
  if (!body || typeof body !== 'object' || typeof (body as EncryptedBody).data !== 'string') {
    throw new BodyDecryptError('body must be { data: string }');
  }
  let text: string;
  try {
    text = AES.decrypt((body as EncryptedBody).data, passphrase).toString(Utf8);
  } catch {
    throw new BodyDecryptError();
  }
  if (!text) throw new BodyDecryptError();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyDecryptError('decrypted body is not JSON');
  }
}

const b64 = (s: string) => Base64.stringify(Utf8.parse(s));
const unb64 = (s: string) => Utf8.stringify(Base64.parse(s));

/** Double Base64 of the remembered password (storage keys remPass / sass). Not encryption. */
export const encodeRememberedPassword = (password: string): string => b64(b64(password));

export function decodeRememberedPassword(encoded: string): string | null {
  try {
    const once = unb64(encoded);
    const plain = unb64(once);
    return encodeRememberedPassword(plain) === encoded ? plain : null;
  } catch {
    return null;
  }
}
