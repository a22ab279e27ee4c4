import { useEffect } from 'react';
import { create } from 'zustand';
import { failureOf, peekQuery, setQuery, useLoad, type LoadFailure } from '../../shared/api/query-cache';
import { useSessionStore } from '../../shared/stores/session-store';
import { getMemberWallet } from './api/member-api';

/**
 * The member's sumBalance, shown by the member bar, the member centre, deposit and
 * withdraw. Each of them loads it again when it opens (a balance moves between visits); a
 * deposit made on a page shows on every screen showing the balance. A new session has its own.
 */
interface WalletState {
  /** the balance shows as stars. */
  hidden: boolean;
  toggleHidden: () => void;
}

export const useWalletStore = create<WalletState>()((set) => ({
  hidden: false,
  toggleHidden: () => set((s) => ({ hidden: !s.hidden })),
}));

const walletKey = (token: string): string => `member.wallet|${token}`;

export interface Wallet {
  sumBalance: number | null;
  /** Stars while it runs. */
  refreshing: boolean;
  failed: boolean;
  /** Why the last load failed (the network's failure adds the slow-or-offline message, A-158). */
  failure: LoadFailure | null;
  hidden: boolean;
  toggleHidden: () => void;
  /** Loads the balance again (the refresh button, a retry). */
  refresh: () => void;
}

/** What the balance screens show: the last balance known, and whether the last load failed. */
interface Balance {
  sumBalance: number | null;
  failure: LoadFailure | null;
}

// A failed load keeps the last balance on screen and says it failed, until a load or a deposit
// answers: the answer is kept per session, so the next screen opens on it while it loads again.
const loadBalance = (key: string) => async (): Promise<Balance> => {
  const before = peekQuery<Balance>(key);
  try {
    return { sumBalance: (await getMemberWallet()).sumBalance, failure: null };
  } catch (e) {
    return { sumBalance: before?.sumBalance ?? null, failure: failureOf(e) };
  }
};

/** The balance of the current session, loaded again each time a screen showing it opens; a late answer for another session is dropped. */
export function useWallet(): Wallet {
  const token = useSessionStore((s) => s.session?.token ?? null);
  const { hidden, toggleHidden } = useWalletStore();
  const key = token === null ? null : walletKey(token);
  const { data, loading, reload } = useLoad(key, loadBalance(key ?? ''), { keep: true });
  useEffect(() => {
    // A balance kept from an earlier screen is shown while it loads again; a first load runs already.
    if (key !== null && peekQuery(key) !== undefined) reload();
  }, [key, reload]);
  return {
    sumBalance: data?.sumBalance ?? null,
    refreshing: loading,
    failed: (data?.failure ?? null) !== null,
    failure: data?.failure ?? null,
    hidden,
    toggleHidden,
    refresh: reload,
  };
}

/** The balance a deposit, withdraw or reward answered with, shown wherever the balance is. */
export function setBalance(sumBalance: number): void {
  const token = useSessionStore.getState().session?.token;
  if (token) setQuery<Balance>(walletKey(token), { sumBalance, failure: null });
}

export const resetWalletStore = (): void => useWalletStore.setState({ hidden: false });
