import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { engine } from '../../test/server';
import { errorToastsShown, recordErrorToasts } from '../../test/error-toasts';
import { storyCases } from '../../test/story-harness';
import { translate } from '../i18n/i18n';
import * as SmsErrors from './sms-errors.stories';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => void vi.useRealTimers());

const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name, { selector: 'input' });
const journal = (id: string, endpoint: string) => engine.world(id).journal.list(endpoint);
/** player01's number on the world. */
const player01Mobile = (id: string) => engine.world(id).state.users.player01!.mobileNum;

/** The login popup a story renders, in its language ('Login' in EN). */
const loginDialog = () => screen.findByRole('dialog', { name: translate('titles.login') });

/**
 * The stories of sms-errors.stories.tsx, each rendered once, here (all-stories.test.tsx
 * leaves the file out), in PT or VI: its play asks for a code on the login popup's SMS tab and
 * sees the refusal's text; here, the rest of what the refusal changes: the toast, once, with its
 * count, the button's countdown or its readiness for another try, the number kept, the code field,
 * and the simulator's answer in the world's journal.
 */
describe('SMS code button errors (A-037)', () => {
  recordErrorToasts();
  beforeEach(() => {
    // The device clock stands still (as the tests' fake Date does): what the button counts down is
    // read from the server's clock alone, so it reads the same on a slow machine.
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  storyCases(SmsErrors, {
    // sms.send sms.too.frequent (a login code sent 20 s ago, still valid): says how long to wait, and
    // the countdown of the running code resumes from what is left (40 s, not a new 60); the code field
    // opens for the code already sent; the number kept.
    TooFrequent: async ({ worldId }) => {
      const dialog = await loginDialog();
      // Read at once, with the toast the play saw (the same answer set both): a countdown that
      // started at 60 would read 40 only at its next tick.
      expect(within(dialog).getByRole('button', { name: translate('sms.countdown_label', { seconds: 40 }) })).toBeDisabled();
      await waitFor(() =>
        expect(errorToastsShown()).toEqual([expect.objectContaining({ messageKey: 'sms.too_frequent_wait', params: { seconds: 40 } })]),
      );
      expect(await screen.findByText(translate('sms.too_frequent_wait', { seconds: 40 }))).toBeInTheDocument();
      expect(field(dialog, translate('login.code'))).toBeEnabled();
      expect(field(dialog, translate('login.mobile'))).toHaveValue(player01Mobile(worldId));
      expect(journal(worldId, 'sms.send')[0]).toMatchObject({ code: 'sms.too.frequent' });
    },
    // sms.send network failure (the call dropped): the network text in the toast, once; the number kept,
    // the button ready to try again, no code field opened.
    Network: async ({ worldId }) => {
      const dialog = await loginDialog();
      expect(await screen.findByText(translate('form.network'))).toBeInTheDocument();
      expect(errorToastsShown().map((t) => t.messageKey)).toEqual(['form.network']);
      expect(within(dialog).getByRole('button', { name: translate('sms.fetch') })).toBeEnabled();
      expect(field(dialog, translate('login.mobile'))).toHaveValue(player01Mobile(worldId));
      expect(field(dialog, translate('login.code'))).toBeDisabled();
      expect(journal(worldId, 'sms.send')[0]).toMatchObject({ status: 0, code: null });
    },
  });
});
