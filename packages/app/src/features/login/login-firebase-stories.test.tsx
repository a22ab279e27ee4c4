import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { useSessionStore } from '../../shared/stores/session-store';
import { engine } from '../../test/server';
import { storyCases } from '../../test/story-harness';
import { textPattern } from '../../test/story-waits';
import * as firebase from './login-firebase.stories';

/** Every FIREBASE login story renders on its own world (scenario firebase-identity), plays, settles and shows its state. */
describe('login popup stories with FIREBASE on', () => {
  storyCases(firebase, {
    CodeSent: async ({ worldId }) => {
      expect(screen.getByRole('button', { name: textPattern(translate('sms.countdown_label')) })).toBeDisabled();
      expect(engine.world(worldId).journal.list('sms.send')).toHaveLength(0);
      return expect(
        engine
          .world(worldId)
          .journal.list('identity.sendCode')
          .map((e) => e.code),
      ).toEqual(['OK']);
    },
    SignedIn: async () => {
      await waitFor(() => expect(screen.queryByRole('dialog', { name: translate('titles.login') })).toBeNull());
      return expect(useSessionStore.getState().session?.userName).toBe('player01');
    },
    WrongCode: async ({ worldId }) => {
      const d = await screen.findByRole('dialog', { name: translate('titles.login') });
      expect(await within(d).findByText(translate('errors.verify_code'))).toBeInTheDocument();
      return expect(engine.world(worldId).journal.list('auth.login')).toHaveLength(0);
    },
  });
});
