import { isTrialType } from '@m/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../shared/stores/session-store';
import { getMemberInfo } from '../../shared/session/get-member-info';
import { renewSession } from './renew-session';
import { refreshMemberInfo, startSession } from '../../shared/session/start-session';
import { useMemberStore } from '../../shared/stores/member-store';

/** the URL parameter that hands a session token to the site (DESIGN.md; `aff` carries the affiliate code). */
export const URL_TOKEN_PARAM = 'token';

/**
 * a token handed over in the URL (social sign-in, an app, a support link) becomes the
 * session: member info says whose it is, then the record is stored. A dead token leaves the
 * visitor a guest.
 */
export async function adoptUrlToken(token: string): Promise<boolean> {
  const store = useSessionStore.getState();
  // The member-info call needs the token in the session record first.
  store.setSession({ token, merchantCode: '', userName: '', type: 0 });
  try {
    const info = await getMemberInfo();
    await startSession({ token, userName: info.account, customerType: info.type }, { trial: isTrialType(info.type) });
    return true;
  } catch {
    store.clearSession();
    return false;
  }
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
 * Mount point for the frame: adopts a URL token, fills member info for a session restored from
 * storage, e.g. after a reload, and renews the session. Renders nothing.
 */
export function UrlTokenWatcher(): null {
  useUrlToken();
  const token = useSessionStore((s) => s.session?.token);
  const known = useMemberStore((s) => s.info !== null);
  useEffect(() => {
    if (token && !known && !new URLSearchParams(window.location.search).has(URL_TOKEN_PARAM)) void refreshMemberInfo();
  }, [token, known]);
  // A session found on load is renewed once, so a member who comes back keeps it.
  useEffect(() => {
    if (token) renewSession().catch(() => undefined);
  }, [token]);
  return null;
}
