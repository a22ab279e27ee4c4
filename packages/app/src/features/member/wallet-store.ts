import { create } from 'zustand';
import { setQuery, useLoad } from '../../shared/api/query-cache';
import { useSessionStore } from '../../shared/stores/session-store';
import { getMemberWallet } from './api/member-api';

/**
 * The member's sumBalance, shown by the member bar, the member centre, deposit and
 * withdraw. Each of them loads it afresh when it opens (a balance moves between visits); a
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
  hidden: boolean;
  toggleHidden: () => void;
  /** Loads the balance again (the refresh button, a retry). */
  refresh: () => void;
}

/** The balance of the current session, loaded when the screen opens; a late answer for another session is dropped. */
export function useWallet(): Wallet {
  const token = useSessionStore((s) => s.session?.token ?? null);
  const { hidden, toggleHidden } = useWalletStore();
  const state = useLoad(token === null ? null : walletKey(token), async () => (await getMemberWallet()).sumBalance);
  return { sumBalance: state.data, refreshing: state.loading, failed: state.failure !== null, hidden, toggleHidden, refresh: state.reload };
}

/** The balance a deposit, withdraw or reward answered with, shown wherever the balance is. */
export function setBalance(sumBalance: number): void {
  const token = useSessionStore.getState().session?.token;
  if (token) setQuery(walletKey(token), sumBalance);
}

export const resetWalletStore = (): void => useWalletStore.setState({ hidden: false });
