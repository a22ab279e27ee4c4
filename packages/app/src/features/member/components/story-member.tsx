import { Spinner } from '@m/ui';
import { routes } from '@m/contracts/routes';
import { useEffect, useState, type ReactNode } from 'react';
import { call } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/stores/session-store';
import { resetWalletStore } from '../wallet-store';

/** Stories only: logs a well-known account in on the story's world (a real login call), then renders. */
export function StoryMember({ userName = 'player01', children }: { userName?: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    resetWalletStore();
    useSessionStore.getState().setSession(null);
    void call(routes.auth.login, { body: { username: userName, password: 'Test1234', type: 'username' } }).then((v) => {
      if (!live) return;
      useSessionStore.getState().setSession({ token: v.token, merchantCode: 'MOCKM01', userName: v.userName, type: v.customerType, firstTimeLogin: false });
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [userName]);
  return ready ? <>{children}</> : <Spinner label="Logging in" />;
}
