import { describe, expect, it } from 'vitest';
import { BodyDecryptError, decodeRememberedPassword, decryptBody, encodeRememberedPassword, encryptBody } from './codec';

describe('encrypted body codec', () => {
  it('round-trips a login body', () => {
    const body = { username: 'player01', password: 'Test1234', captcha: '', type: 'username' };
    const sealed = encryptBody(body);
    expect(sealed.data).not.toContain('player01');
    expect(decryptBody(sealed)).toEqual(body);
  });

  it('refuses a body that is not { data }', () => {
    expect(() => decryptBody({ username: 'x' })).toThrow(BodyDecryptError);
  });

  it('refuses ciphertext made with another key', () => {
    expect(() => decryptBody(encryptBody({ a: 1 }, 'other-key'))).toThrow(BodyDecryptError);
  });
});

describe('remembered password (double Base64, an encoding only)', () => {
  it('is Base64 of Base64', () => {
    expect(encodeRememberedPassword('Test1234')).toBe(btoa(btoa('Test1234')));
    expect(decodeRememberedPassword(btoa(btoa('Test1234')))).toBe('Test1234');
  });

  it('keeps non-ASCII passwords', () => {
    expect(decodeRememberedPassword(encodeRememberedPassword('mật khẩu'))).toBe('mật khẩu');
  });

  it('gives null for garbage', () => {
    expect(decodeRememberedPassword('%%%')).toBeNull();
  });
});
