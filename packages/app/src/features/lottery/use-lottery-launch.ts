import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSessionStore } from '../../shared/stores/session-store';
import { withLoading } from '../../shared/stores/ui-store';
import { launchLottery } from './api/launch-lottery';
import { launchPlan, type LaunchableGame } from './launch-plan';

/** G-074, G-075: a guest goes to login; a member launches by vendor. Errors toast through the client. */
export function useLotteryLaunch(): (game: LaunchableGame) => Promise<void> {
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  return async (game) => {
    if (!loggedIn) {
      void navigate(paths.login);
      return;
    }
    const plan = launchPlan(game);
    if (plan.kind === 'route') {
      void navigate(plan.to);
      return;
    }
    try {
      const { url } = await withLoading(launchLottery(plan.vendor, plan.gameCode, plan.prizeMode));
      window.location.assign(url);
    } catch {
      // The client already showed the error (toast or login).
    }
  };
}
