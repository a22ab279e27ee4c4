import { Spinner } from '@m/ui';
import { routes } from '@m/contracts/routes';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/client';
import { startSession } from '../../../shared/session/start-session';
import { useSessionStore } from '../../../shared/stores/session-store';
import { resetWalletStore } from '../wallet-store';

/** Who a story signs in: a well-known account, or `trial` for a new free-play (type 4) account. */
export type StoryUser = 'player01' | 'agent001' | 'trial';

/**
 * Stories only: signs in on the story's world as the site does (a real login or trial call, then
 * the one session start), then renders.
 */
export function StoryMember({ userName = 'player01', children }: { userName?: StoryUser; children: ReactNode }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    resetWalletStore();
    useSessionStore.getState().setSession(null);
    const signIn = async () => {
      if (userName === 'trial') await startSession(await call(routes.auth.trialLogin), { trial: true });
      else
        await startSession({
          ...(await call(routes.auth.login, { body: { username: userName, password: 'Test1234', type: 'username' } })),
          firstTimeLogin: false,
        });
      if (live) setReady(true);
    };
    void signIn();
    return () => {
      live = false;
    };
  }, [userName]);
  return ready ? <>{children}</> : <Spinner label={t('login.submitting')} />;
}
