import { encodeStoredSession, SESSION_STORAGE_KEY, decodeStoredSession, type SessionRecord } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../storage-keys';
import { useSessionStore } from './session-store';

const record: SessionRecord = { token: 'tok-e2e', merchantCode: 'MOCKM01', userName: 'player01', type: 0, firstTimeLogin: false };

describe('session store persistence (A§3)', () => {
  it('keeps the record under the key @m/contracts owns', () => {
    expect(LOCAL_KEYS.session).toBe(SESSION_STORAGE_KEY);
  });

  it('opens the session the e2e loginAs fixture writes (encodeStoredSession under SESSION_STORAGE_KEY)', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, encodeStoredSession(record));
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().session).toEqual(record);
  });

  it('writes what decodeStoredSession reads, and a logout leaves a record that reads as logged out', () => {
    useSessionStore.getState().setSession(record);
    expect(decodeStoredSession(window.localStorage.getItem(SESSION_STORAGE_KEY))).toEqual(record);
    useSessionStore.getState().clearSession();
    expect(decodeStoredSession(window.localStorage.getItem(SESSION_STORAGE_KEY))).toBeNull();
  });

  it('stays logged out over a stored value that is not a session record', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { session: { token: 'x' } }, version: 0 }));
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().session).toBeNull();
  });
});
