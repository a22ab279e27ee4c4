import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LOCAL_KEYS } from '../storage-keys';

/**
 * The session record (A§3): { token, merchantCode, userName, type, firstTimeLogin }, persisted
 * under LOCAL_KEYS.session. Login arrives with the next issue; this issue owns the shape and
 * the logout clear (A§4: token, trial user, member info and all session storage).
 */
export interface SessionRecord {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  /** Absent for trial users (A§3). */
  firstTimeLogin?: boolean;
}

interface SessionState {
  session: SessionRecord | null;
  setSession: (session: SessionRecord | null) => void;
  clearSession: () => void;
}

const initial = { session: null };

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initial,
      setSession: (session) => set({ session }),
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
      storage: createJSONStorage(() => window.localStorage),
      partialize: (s) => ({ session: s.session }),
    },
  ),
);

export const isLoggedIn = (): boolean => useSessionStore.getState().session !== null;

/** Tests start each case logged out. */
export const resetSessionStore = (): void => {
  void useSessionStore.setState(initial);
};
