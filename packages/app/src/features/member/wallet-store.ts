import { create } from 'zustand';
import { useSessionStore } from '../../shared/stores/session-store';
import { getMemberWallet } from './api/member-api';

/**
 * The member's sumBalance, shared by the member bar, the member centre, deposit
 * and withdraw: a deposit made on one page shows on the others. Cleared with the session.
 */
interface WalletState {
  sumBalance: number | null;
  refreshing: boolean;
  /** the balance shows as stars. */
  hidden: boolean;
  failed: boolean;
  setBalance: (n: number) => void;
  toggleHidden: () => void;
}

export const useWalletStore = create<WalletState>()((set) => ({
  sumBalance: null,
  refreshing: false,
  hidden: false,
  failed: false,
  setBalance: (sumBalance) => set({ sumBalance, failed: false }),
  toggleHidden: () => set((s) => ({ hidden: !s.hidden })),
}));

/** Reloads the balance (quiet): stars while it runs; a late answer for another session is dropped. */
export async function refreshBalance(): Promise<void> {
  const token = useSessionStore.getState().session?.token;
  if (!token) return;
  useWalletStore.setState({ refreshing: true });
  try {
    const { sumBalance } = await getMemberWallet();
    if (useSessionStore.getState().session?.token === token) useWalletStore.setState({ sumBalance, failed: false });
  } catch {
    useWalletStore.setState({ failed: true });
  } finally {
    useWalletStore.setState({ refreshing: false });
  }
}

useSessionStore.subscribe((s, prev) => {
  if (prev.session?.token !== s.session?.token) useWalletStore.setState({ sumBalance: null, refreshing: false, failed: false });
});

export const resetWalletStore = (): void => useWalletStore.setState({ sumBalance: null, refreshing: false, hidden: false, failed: false });
