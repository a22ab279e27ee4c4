import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../../test/story-harness';
import * as login from './login-popup.stories';

const popup = () => screen.findByRole('dialog', { name: 'Login' });

/** Every login-popup story renders on its own simulator world, runs its play, settles and shows its state. */
describe('login popup stories', () => {
  storyCases(login, {
    Empty: async () => {
      const d = await popup();
      expect(within(d).getByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
      return within(d).findByRole('link', { name: 'Continue with Google' });
    },
    Invalid: async () =>
      expect(within(await popup()).getByLabelText('Username', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true'),
    Failure: () => screen.findByText('Wrong username or password.'),
    CaptchaShown: async () =>
      expect(within(await popup()).getByRole('button', { name: 'Captcha image, tap to get a new one' })).toBeInTheDocument(),
    Locked: () => screen.findByText(/This account is locked until/),
    Submitting: async () => expect(screen.getByRole('button', { name: 'Logging in...' })).toHaveAttribute('aria-busy', 'true'),
    Success: () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull()),
    SmsCountingDown: async () => expect(screen.getByRole('button', { name: /You can request a new code in \d+ seconds/ })).toBeDisabled(),
    SmsCodeExpired: async () => expect(await screen.findByRole('button', { name: 'Fetch code' })).toBeEnabled(),
    FlagsOff: async () => {
      const d = await popup();
      await within(d).findByLabelText('Username', { selector: 'input' });
      expect(within(d).queryByRole('tab')).toBeNull();
      return expect(within(d).queryByRole('link', { name: /Continue with/ })).toBeNull();
    },
    Dark: async () => {
      await popup();
      return document.documentElement.dataset.theme === 'dark';
    },
  });
});
