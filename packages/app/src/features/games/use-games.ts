import { type Game, type GameVendorsValue } from '@m/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { CHANGE_SAVED_TOAST_MS, FAVOURITE_LOADING_MS } from '../../shared/constants';
import { safeUrl } from '../../shared/safe-url';
import { useOpenLogin } from '../../shared/stores/login-prompt-store';
import { useSessionStore } from '../../shared/stores/session-store';
import { useUiStore, withLoading } from '../../shared/stores/ui-store';
import { addFavourite, getFavouriteIds, getVendors, launchGame, launchLotteryGame, removeFavourite } from './api';
import { gameLaunchPlan } from './game-rules';

/** The vendor data (G-045), loaded once per page load and shared by the tab bar, strips and centres. */
interface VendorsState {
  value: GameVendorsValue | null;
  loading: Promise<void> | null;
}
export const useVendorsStore = create<VendorsState>()(() => ({ value: null, loading: null }));

export function useVendors(): GameVendorsValue | null {
  const value = useVendorsStore((s) => s.value);
  useEffect(() => {
    const s = useVendorsStore.getState();
    if (s.value || s.loading) return;
    const loading = getVendors()
      .then((v) => useVendorsStore.setState({ value: v, loading: null }))
      .catch(() => useVendorsStore.setState({ loading: null }));
    useVendorsStore.setState({ loading });
  }, []);
  return value;
}

/** The member's favourite node ids (G-050), per session token. */
interface FavState {
  token: string | null;
  ids: string[];
}
export const useFavouritesStore = create<FavState>()(() => ({ token: null, ids: [] }));

export function useFavouriteIds(): string[] {
  const token = useSessionStore((s) => s.session?.token ?? null);
  const state = useFavouritesStore();
  useEffect(() => {
    if (!token) {
      useFavouritesStore.setState({ token: null, ids: [] });
      return;
    }
    if (useFavouritesStore.getState().token === token) return;
    useFavouritesStore.setState({ token, ids: [] });
    getFavouriteIds()
      .then((ids) => useFavouritesStore.setState({ token, ids }))
      .catch(() => undefined);
  }, [token]);
  return state.token === token ? state.ids : [];
}

/**
 * G-047, G-048: without a token the star opens the login popup over the page. Otherwise 'Please wait...' (3 s) while
 * the add (POST) or remove (DELETE) runs; on data.success the local ids update and 'Change
 * saved' shows for 1 s; on failure only the loading indicator hides. Resolves true on success.
 */
export function useToggleFavourite(): (game: Game) => Promise<boolean> {
  const openLogin = useOpenLogin();
  const loggedIn = useSessionStore((s) => s.session !== null);
  return async (game) => {
    if (!loggedIn) {
      openLogin();
      return false;
    }
    const ids = useFavouritesStore.getState().ids;
    const on = ids.includes(game.nodeId);
    const body = { nodeId: game.nodeId, vendor: game.vassalage };
    try {
      const res = await withLoading(on ? removeFavourite(body) : addFavourite(body), { timeoutMs: FAVOURITE_LOADING_MS });
      if (!res.success) return false;
      const now = useFavouritesStore.getState().ids;
      useFavouritesStore.setState({ ids: on ? now.filter((id) => id !== game.nodeId) : [game.nodeId, ...now] });
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'games.changeSaved', durationMs: CHANGE_SAVED_TOAST_MS });
      return true;
    } catch {
      return false;
    }
  };
}

/** Opens a launch URL from the server only when safeUrl allows it (same tab: no popup, G-079). */
export function openGameUrl(url: string): boolean {
  const safe = safeUrl(url);
  if (!safe) {
    useUiStore.getState().showToast({ kind: 'error', messageKey: 'games.launchRefused' });
    return false;
  }
  window.location.assign(safe);
  return true;
}

/**
 * G-074, G-075: a guest gets the login popup over the page they are on (the list stays under it);
 * a member launches by vendor, with the game's free-play flag whoever plays (G-078).
 */
export function useGameLaunch(): (game: Game) => Promise<void> {
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const session = useSessionStore((s) => s.session);
  return async (game) => {
    if (!session) {
      openLogin();
      return;
    }
    const plan = gameLaunchPlan(game);
    if (plan.kind === 'route') {
      void navigate(plan.to);
      return;
    }
    try {
      const { url } =
        plan.kind === 'lottery' ? await withLoading(launchLotteryGame(plan.vendor, plan.gameCode, plan.prizeMode)) : await withLoading(launchGame(plan.body));
      openGameUrl(url);
    } catch {
      // The client already showed the error.
    }
  };
}

/** Returns `value` once it has not changed for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}
