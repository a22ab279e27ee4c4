import { create } from 'zustand';
import { setQuery, useLoad, type LoadFailure } from '../../shared/api/query-cache';
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
const loadBalance = async (): Promise<number | null> => (await getMemberWallet()).sumBalance;

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

/**
 * The balance of the current session, kept per session and loaded again each time a screen
 * showing it opens (it is shown meanwhile); a failed load keeps the last balance on screen and
 * says it failed, until a load or a deposit answers. A late answer for another session is dropped.
 */
export function useWallet(): Wallet {
  const token = useSessionStore((s) => s.session?.token ?? null);
  const { hidden, toggleHidden } = useWalletStore();
  const { data, loading, failure, reload } = useLoad(token === null ? null : walletKey(token), loadBalance, {
    keep: true,
    keepLast: true,
    revalidate: true,
  });
  return { sumBalance: data, refreshing: loading, failed: failure !== null, failure, hidden, toggleHidden, refresh: reload };
}

/** The balance a deposit, withdraw or reward answered with, shown wherever the balance is. */
export function setBalance(sumBalance: number): void {
  const token = useSessionStore.getState().session?.token;
  if (token) setQuery<number | null>(walletKey(token), sumBalance);
}

export const resetWalletStore = (): void => useWalletStore.setState({ hidden: false });
