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
    // with every switch on, both methods (username first), remember (unchecked),
    // forgot, sign-up and the social links (Facebook to the simulated provider page); no captcha
    // before a failure asks for it.
    Empty: async () => {
      const d = await popup();
      expect(await within(d).findByRole('link', { name: translate('login.google') })).toBeInTheDocument();
      expect(within(d).getByRole('tab', { name: translate('login.tab_username') })).toHaveAttribute('aria-selected', 'true');
      expect(within(d).getByRole('tab', { name: translate('login.tab_sms') })).toBeInTheDocument();
      expect(within(d).getByRole('checkbox', { name: translate('login.remember') })).not.toBeChecked();
      expect(within(d).getByRole('link', { name: translate('login.forgot') })).toHaveAttribute('href', '/m/forget');
      expect(within(d).getByRole('link', { name: translate('login.sign_up') })).toHaveAttribute('href', '/m/register');
      expect(within(d).getByRole('link', { name: translate('login.facebook') })).toHaveAttribute(
        'href',
        expect.stringContaining('/pages/social?provider=facebook&return='),
      );
      expect(within(d).queryByLabelText(translate('login.captcha'), { selector: 'input' })).not.toBeInTheDocument();
    },
    // log in on an empty form shows each rule message under its field and focuses the first.
    Invalid: async () => {
      const d = await popup();
      const username = within(d).getByLabelText(translate('login.username'), { selector: 'input' });
      expect(await within(d).findByText(translate('rules.loginUsername'))).toBeInTheDocument();
      expect(within(d).getByText(translate('rules.loginPassword'))).toBeInTheDocument();
      await waitFor(() => expect(username).toHaveFocus());
      expect(username).toHaveAttribute('aria-invalid', 'true');
    },
    Failure: () => screen.findByText(translate('errors.password_wrong')),
    CaptchaShown: async () =>
      expect(within(await popup()).getByRole('button', { name: translate('login.captcha_image') })).toBeInTheDocument(),
    Locked: () => screen.findByText(textPattern(translate('login.locked_until'))),
    Submitting: async () =>
      expect(screen.getByRole('button', { name: translate('login.submitting') })).toHaveAttribute('aria-busy', 'true'),
    Success: () => waitFor(() => expect(screen.queryByRole('dialog', { name: translate('titles.login') })).toBeNull()),
    SmsCountingDown: async () => expect(screen.getByRole('button', { name: textPattern(translate('sms.countdown_label')) })).toBeDisabled(),
    SmsCodeExpired: async () => expect(await screen.findByRole('button', { name: translate('sms.fetch') })).toBeEnabled(),
    // Every switch off: no method tabs (no SMS method), no social links; the username form stays.
    FlagsOff: async () => {
      const d = await popup();
      expect(await within(d).findByLabelText(translate('login.username'), { selector: 'input' })).toBeInTheDocument();
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
