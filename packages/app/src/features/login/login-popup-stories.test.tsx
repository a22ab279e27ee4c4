import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { storyCases } from '../../test/story-harness';
import { textPattern } from '../../test/story-waits';
import * as login from './login-popup.stories';

const popup = () => screen.findByRole('dialog', { name: translate('titles.login') });

/** Every login-popup story renders on its own simulator world, runs its play, settles and shows its state. */
describe('login popup stories', () => {
  storyCases(login, {
    Empty: async () => {
      const d = await popup();
      expect(within(d).getByRole('tab', { name: translate('login.tab_sms') })).toBeInTheDocument();
      return within(d).findByRole('link', { name: translate('login.google') });
    },
    Invalid: async () =>
      expect(within(await popup()).getByLabelText(translate('login.username'), { selector: 'input' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    Failure: () => screen.findByText(translate('errors.password_wrong')),
    CaptchaShown: async () =>
      expect(within(await popup()).getByRole('button', { name: translate('login.captcha_image') })).toBeInTheDocument(),
    Locked: () => screen.findByText(textPattern(translate('login.locked_until'))),
    Submitting: async () =>
      expect(screen.getByRole('button', { name: translate('login.submitting') })).toHaveAttribute('aria-busy', 'true'),
    Success: () => waitFor(() => expect(screen.queryByRole('dialog', { name: translate('titles.login') })).toBeNull()),
    SmsCountingDown: async () => expect(screen.getByRole('button', { name: textPattern(translate('sms.countdown_label')) })).toBeDisabled(),
    SmsCodeExpired: async () => expect(await screen.findByRole('button', { name: translate('sms.fetch') })).toBeEnabled(),
    FlagsOff: async () => {
      const d = await popup();
      await within(d).findByLabelText(translate('login.username'), { selector: 'input' });
      expect(within(d).queryByRole('tab')).toBeNull();
      // The social links ("Continue with ..."): Facebook and Google.
      expect(within(d).queryByRole('link', { name: translate('login.facebook') })).toBeNull();
      return expect(within(d).queryByRole('link', { name: translate('login.google') })).toBeNull();
    },
    Dark: async () => {
      await popup();
      return document.documentElement.dataset.theme === 'dark';
    },
  });
});
