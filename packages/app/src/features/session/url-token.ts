import { isTrialType } from '@m/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../shared/stores/session-store';
import { getMemberInfo } from '../../shared/session/get-member-info';
import { renewSession } from './renew-session';
import { startSession } from '../../shared/session/start-session';

/**
 * the URL parameter that hands a session token to the site; `aff` carries the affiliate
 * code. Both are interfaces others script against (docs/conventions.md "Fixed interfaces").
 */
export const URL_TOKEN_PARAM = 'token';

/**
 * a token handed over in the URL (social sign-in, an app, a support link) becomes the
 * session. Member info is asked WITH that token before anything is stored, so the site
 * never acts for a role it does not know yet (no placeholder type 0: a type-4 token never asks
 * for unread counts, A-129; an agent's /m/agent is not bounced by the agent guard). Meanwhile the
 * session store marks the token pending and the frame holds the page. A dead token changes
 * nothing: a guest stays a guest, a member keeps their session.
 */
export async function adoptUrlToken(token: string): Promise<boolean> {
  const store = useSessionStore.getState();
  store.setPendingToken(token);
  try {
    const info = await getMemberInfo(token);
    // A newer URL token (or a logout) took over meanwhile: this answer is stale.
    if (useSessionStore.getState().pendingToken !== token) return false;
    await startSession({ token, userName: info.account, customerType: info.type }, { trial: isTrialType(info.type) });
    return true;
  } catch {
    return false;
  } finally {
    if (useSessionStore.getState().pendingToken === token) useSessionStore.getState().setPendingToken(null);
  }
}

/** Whether a URL token is waiting to be adopted (in the address, or its member info not answered yet). */
export function useUrlTokenPending(): boolean {
  const { search } = useLocation();
  const pending = useSessionStore((s) => s.pendingToken !== null);
  return pending || Boolean(new URLSearchParams(search).get(URL_TOKEN_PARAM)?.trim());
}

/** Takes `?token=` off the address bar (replace, so Back does not bring it again) and adopts it. */
export function useUrlToken(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get(URL_TOKEN_PARAM)?.trim();
    if (!token) return;
    params.delete(URL_TOKEN_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    void adoptUrlToken(token);
  }, [pathname, search, hash, navigate]);
}

/**
 * Mount point for the frame: adopts a URL token and renews the session. Renders nothing. (Member
 * info of a session restored from storage, A-104, is loaded by the screens that show it.)
 */
export function UrlTokenWatcher(): null {
  useUrlToken();
  const token = useSessionStore((s) => s.session?.token);
  // A session found on load is renewed once, so a member who comes back keeps it.
  useEffect(() => {
    if (token) renewSession().catch(() => undefined);
  }, [token]);
  return null;
}
