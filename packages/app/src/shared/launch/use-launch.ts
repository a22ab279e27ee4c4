import type { GameLaunchBody, LaunchPrizeMode } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { useNavigate } from 'react-router-dom';
import { call, type CallOptions } from '../api/client';
import { safeUrl } from '../safe-url';
import { useOpenLogin } from '../stores/login-prompt-store';
import { useSessionStore } from '../stores/session-store';
import { useUiStore, withLoading } from '../stores/ui-store';
import { launchPlan, type LaunchTarget } from './launch-plan';

// The two launch calls live beside the hook, in one module: the games and lottery chunks share it.

/** POST lottery.launch (G-077): {vendor, gameCode, prizeMode} -> the game's URL. Needs a session. */
export const launchLottery = (vendor: string, gameCode: string, prizeMode: LaunchPrizeMode) =>
  call(routes.lottery.launch, { body: { vendor, gameCode, prizeMode } });

/** POST games.launch (G-075, G-079): the generic launcher -> the game's URL. Needs a session. */
export const launchGame = (body: GameLaunchBody, opts: CallOptions = {}) => call(routes.games.launch, { body }, opts);

/**
 * Follows a launch URL from the server only through the scheme allow-list, in the same tab (no
 * popup, G-079): a `javascript:` or `data:` URL is never run, and the player is told the game
 * cannot be opened. Returns whether the page navigated.
 */
export function openLaunchUrl(url: string, assign: (url: string) => void = (u) => window.location.assign(u)): boolean {
  const target = safeUrl(url);
  if (target === null) {
    useUiStore.getState().showToast({ kind: 'error', messageKey: 'games.launchRefused' });
    return false;
  }
  assign(target);
  return true;
}

/**
 * G-074, G-075: a guest gets the login popup over the page they are on (the list stays under it);
 * a member launches by the plan (`launchPlan`). The lottery launch call is not quiet: the client
 * shows its errors. The generic launcher's refusal goes to `onRefused` when the caller gives one
 * (quietly), else the client shows it too.
 */
export function useLaunch(): (game: LaunchTarget, onRefused?: (err: unknown) => void) => Promise<void> {
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const loggedIn = useSessionStore((s) => s.session !== null);
  return async (game, onRefused) => {
    if (!loggedIn) {
      openLogin();
      return;
    }
    const plan = launchPlan(game);
    if (plan.kind === 'route') {
      void navigate(plan.to);
      return;
    }
    try {
      const { url } =
        plan.kind === 'lottery'
          ? await withLoading(launchLottery(plan.vendor, plan.gameCode, plan.prizeMode))
          : await withLoading(launchGame(plan.body, { quiet: onRefused !== undefined }));
      openLaunchUrl(url);
    } catch (err) {
      // The lottery launch is not quiet: the client already showed its error (toast or login).
      if (plan.kind === 'generic') onRefused?.(err);
    }
  };
}
