import { isTrialType } from '@m/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, ROUTE_IDS, routeIdOf, routes, type RouteId } from '../../shared/paths';
import { useSessionStore } from '../../shared/stores/session-store';
import { useUiStore } from '../../shared/stores/ui-store';

/**
 * A-100 (decided, docs/decisions/account.md): the functions a trial (type 4) account may not use — money
 * (deposit, withdraw, rewards, benefits), account security (password, security centre), messages
 * to or from the operator (feedback, inbox) and every agent page. Games, lottery, promotions,
 * help and records stay open: they are what a trial is for.
 */
export const TRIAL_FORBIDDEN_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'voucherCenter',
  'withdraw',
  'rewardCenter',
  'benefits',
  'changePsw',
  'securityCenter',
  'feedback',
  'webEmail',
  // Every page of the agent area, as the route table marks it (`agentArea`).
  ...ROUTE_IDS.filter((id) => routes[id].agentArea),
]);

export const isTrialForbidden = (pathname: string): boolean => {
  const id = routeIdOf(pathname);
  return id !== null && TRIAL_FORBIDDEN_ROUTES.has(id);
};

/** For the frame: a trial session on a forbidden route gets 'Please login an actual account...' and goes home. */
export function TrialGuard(): null {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const trial = useSessionStore((s) => (s.session ? isTrialType(s.session.type) : false));
  useEffect(() => {
    if (!trial || !isTrialForbidden(pathname)) return;
    useUiStore.getState().showToast({ kind: 'error', messageKey: 'errors.trial_forbidden' });
    void navigate(paths.home, { replace: true });
  }, [trial, pathname, navigate]);
  return null;
}
