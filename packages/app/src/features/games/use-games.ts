import { type Game, type GameVendorsValue } from '@m/contracts';
import { useEffect, useState } from 'react';
import { setQuery, useLoad } from '../../shared/api/query-cache';
import { CHANGE_SAVED_TOAST_MS, FAVOURITE_LOADING_MS } from '../../shared/constants';
import { useLaunch } from '../../shared/launch/use-launch';
import { useOpenLogin } from '../../shared/stores/login-prompt-store';
import { useSessionStore } from '../../shared/stores/session-store';
import { useUiStore, withLoading } from '../../shared/stores/ui-store';
import { addFavourite, getFavouriteIds, getVendors, removeFavourite } from './api';
import { launchTargetOf } from './game-rules';
import { isApiError } from '../../shared/api/api-error';
import { reactToError, type ErrorPlan } from '../../shared/forms/react-to-error';

/**
 * games.launch, games.addFavourite and games.removeFavourite game.not.found (docs/decisions/games.md):
 * the game was removed while the list showed it. The table's toast with the list's own text, and
 * the game leaves the list (`onGone`), which stays as it was otherwise. Other failures toast as the
 * reward claim's do (front-end.md "Form errors").
 */
const PLAN: ErrorPlan = { fields: [], messages: { 'game.not.found': 'games.gone' } };

/** A refused list action: its toast; true when the game is gone from the server. */
function toastRefusal(err: unknown): boolean {
  const problem = reactToError(err, PLAN);
  useUiStore.getState().showToast({ kind: 'error', messageKey: problem.messageKey, params: problem.params });
  return isApiError(err) && err.code === 'game.not.found';
}

/** The vendor data (G-045), loaded once per page load and shared by the tab bar, strips and centres; a failed load is asked again by the next screen. */
export function useVendors(): GameVendorsValue | null {
  return useLoad('games.vendors', getVendors, { keep: true }).data;
}

const NO_IDS: string[] = [];
const favouritesKey = (token: string): string => `games.favourites|${token}`;

/**
 * The member's favourite node ids (G-050), loaded once per session token and shared by the lists.
 * Quiet: a failed load shows no stars (the next screen asks again).
 */
export function useFavouriteIds(): string[] {
  const token = useSessionStore((s) => s.session?.token ?? null);
  return useLoad(token === null ? null : favouritesKey(token), getFavouriteIds, { keep: true }).data ?? NO_IDS;
}

/**
 * G-047, G-048: without a token the star opens the login popup over the page. Otherwise 'Please wait...' (3 s) while
 * the add (POST) or remove (DELETE) runs; on data.success the local ids update and 'Change
 * saved' shows for 1 s; on failure only the loading indicator hides. Resolves true on success.
 */
export function useToggleFavourite(onGone?: (game: Game) => void): (game: Game) => Promise<boolean> {
  const openLogin = useOpenLogin();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const ids = useFavouriteIds();
  return async (game) => {
    if (!loggedIn) {
      openLogin();
      return false;
    }
    const key = favouritesKey(useSessionStore.getState().session?.token ?? '');
    const on = ids.includes(game.nodeId);
    const body = { nodeId: game.nodeId, vendor: game.vassalage };
    try {
      const res = await withLoading(on ? removeFavourite(body, { quiet: true }) : addFavourite(body, { quiet: true }), {
        timeoutMs: FAVOURITE_LOADING_MS,
      });
      if (!res.success) return false;
      setQuery<string[]>(key, (now = NO_IDS) => (on ? now.filter((id) => id !== game.nodeId) : [game.nodeId, ...now]));
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'games.changeSaved', durationMs: CHANGE_SAVED_TOAST_MS });
      return true;
    } catch (err) {
      if (toastRefusal(err)) {
        // Gone from the server: gone from the member's favourites and from the list.
        setQuery<string[]>(key, (now = NO_IDS) => now.filter((id) => id !== game.nodeId));
        onGone?.(game);
      }
      return false;
    }
  };
}

/**
 * G-074, G-075, G-078: a game of a list launches by the site's one launch rule (shared/launch); a
 * refusal of the generic launcher toasts, and a game gone from the server leaves the list (`onGone`).
 */
export function useGameLaunch(onGone?: (game: Game) => void): (game: Game) => Promise<void> {
  const launch = useLaunch();
  return (game) =>
    launch(launchTargetOf(game), (err) => {
      if (toastRefusal(err)) onGone?.(game);
    });
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
