import { useNavigate } from 'react-router-dom';
import { safeUrl } from '../../shared/safe-url';
import { useOpenLogin } from '../../shared/stores/login-prompt-store';
import { useSessionStore } from '../../shared/stores/session-store';
import { withLoading } from '../../shared/stores/ui-store';
import { launchLottery } from './api/launch-lottery';
import { launchPlan, type LaunchableGame } from './launch-plan';

/**
 * Follows a launch URL from the server only through the scheme allow-list:
 * a `javascript:` or `data:` URL is never run. Returns whether the page navigated.
 */
export function openLaunchUrl(url: string, assign: (url: string) => void = (u) => window.location.assign(u)): boolean {
  const target = safeUrl(url);
  if (target) assign(target);
  return target !== null;
}

/** G-074, G-075: a guest gets the login popup over the page; a member launches by vendor. Errors toast through the client. */
export function useLotteryLaunch(): (game: LaunchableGame) => Promise<void> {
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const loggedIn = useSessionStore((s) => s.session !== null);
  return async (game) => {
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
      const { url } = await withLoading(launchLottery(plan.vendor, plan.gameCode, plan.prizeMode));
      openLaunchUrl(url);
    } catch {
      // The client already showed the error (toast or login).
    }
  };
}
