import { decodeStoredSession, encodeStoredSession, SESSION_STORAGE_VERSION, type SessionRecord } from '@m/contracts';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { LOCAL_KEYS, readLocal, writeLocal } from '../storage-keys';

/**
 * The session record (A§3): { token, merchantCode, userName, type, firstTimeLogin }, persisted
 * under LOCAL_KEYS.session in the format @m/contracts owns (session-record.ts; the e2e `loginAs`
 * fixture writes the same), and the logout clear (A§4: token, trial user, member info and all
 * session storage).
 */
export type { SessionRecord };

interface SessionState {
  session: SessionRecord | null;
  /**
   * A session token handed over in the URL whose owner (and so whose role) is not known
   * yet. While it is set nothing role-dependent runs: the frame holds the page and its guards
   * (docs/decisions/account.md "A-095, A-096 URL parameters and the pending URL token"). Not persisted.
   */
  pendingToken: string | null;
  setPendingToken: (token: string | null) => void;
  setSession: (session: SessionRecord | null) => void;
  clearSession: () => void;
}

const initial = { session: null, pendingToken: null };

type PersistedSession = Pick<SessionState, 'session'>;

/** Reads and writes the record through the contracts codec; storage that throws is no storage. */
const recordStorage: PersistStorage<PersistedSession> = {
  getItem: (name) => {
    const session = decodeStoredSession(readLocal(name));
    return session ? { state: { session }, version: SESSION_STORAGE_VERSION } : null;
  },
  setItem: (name, value) => writeLocal(name, encodeStoredSession(value.state.session)),
  removeItem: (name) => writeLocal(name, null),
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initial,
      setSession: (session) => set({ session }),
      setPendingToken: (pendingToken) => set({ pendingToken }),
      clearSession: () => {
        set({ session: null });
        try {
          window.localStorage.removeItem(LOCAL_KEYS.trialName);
          window.sessionStorage.clear();
        } catch {
          // Storage unavailable: nothing to clear.
        }
      },
    }),
    {
      name: LOCAL_KEYS.session,
      version: SESSION_STORAGE_VERSION,
      storage: recordStorage,
      partialize: (s) => ({ session: s.session }),
    },
  ),
);
