import { describe, expect, it } from 'vitest';
import { decodeStoredSession, encodeStoredSession, SESSION_STORAGE_KEY, type SessionRecord } from './session-record';

const member: SessionRecord = { token: 'tok-1', merchantCode: 'MOCKM01', userName: 'player01', type: 0, firstTimeLogin: false };
const trial: SessionRecord = { token: 'tok-2', merchantCode: 'MOCKM01', userName: 'trial1', type: 4 };

describe('stored session record (A§3)', () => {
  it('is kept under the decided key', () => {
    expect(SESSION_STORAGE_KEY).toBe('session');
  });

  it('round-trips a member and a trial record (no firstTimeLogin)', () => {
    expect(decodeStoredSession(encodeStoredSession(member))).toEqual(member);
    expect(decodeStoredSession(encodeStoredSession(trial))).toEqual(trial);
    expect(decodeStoredSession(encodeStoredSession(trial))).not.toHaveProperty('firstTimeLogin');
  });

  it('stores only the record fields, and null when logged out', () => {
    const withExtra = { ...member, password: 'Test1234' } as SessionRecord;
    expect(encodeStoredSession(withExtra)).not.toContain('Test1234');
    expect(decodeStoredSession(encodeStoredSession(null))).toBeNull();
  });

  it('reads records a browser already holds (the zustand envelope the site wrote before the codec)', () => {
    expect(decodeStoredSession(JSON.stringify({ state: { session: member }, version: 0 }))).toEqual(member);
  });

  it.each([
    ['no value', null],
    ['an empty value', ''],
    ['text that is not JSON', '{"state":'],
    ['another version', JSON.stringify({ state: { session: member }, version: 1 })],
    ['a record without a token', JSON.stringify({ state: { session: { ...member, token: '' } }, version: 0 })],
    ['a record with a text type', JSON.stringify({ state: { session: { ...member, type: '0' } }, version: 0 })],
    ['a bare record without the envelope', JSON.stringify(member)],
  ])('reads %s as logged out', (_label, text) => {
    expect(decodeStoredSession(text)).toBeNull();
  });
});
