import { routes } from '@m/contracts/routes';
import { useEffect, useState } from 'react';
import { call } from './api/client';
import { type ThemeName } from './stores/ui-store';
import { AppAt } from '../test/story-providers';
import { startSession } from './session/start-session';

/**
 * Stories only: the site at `path` after a real login of a seeded account (password Test1234) on
 * the story's own simulator world, so session-only screens (/m/changePsw) can be shown.
 */
export function AppLoggedInAs({ username, path, theme }: { username: string; path: string; theme?: ThemeName }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    call(routes.auth.login, { body: { username, password: 'Test1234', type: 'username' } })
      // A login that answers after the story has gone must not start a session for whatever
      // renders next (the next story, or the next test file in the same worker).
      .then((value) => (live ? startSession(value) : undefined))
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [username]);
  return ready ? <AppAt path={path} theme={theme} /> : null;
}
