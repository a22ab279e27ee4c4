import { configure, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../../test/story-harness';
import * as popups from './register-popup.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Every register-popup story renders on its own simulator world, runs its play, settles and shows its state. */
describe('register popup stories', () => {
  storyCases(popups, {
    RegisterByUsername: async () => within(await dialog('Register')).findByText('Welcome bonus for new members'),
    RegisterMobileOnly: async () =>
      expect(await within(await dialog('Register')).findByRole('textbox', { name: 'Verification code' })).toBeDisabled(),
    RegisterSmsCountingDown: async () => expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeEnabled(),
    RegisterFlagsOff: async () => {
      const d = await dialog('Register');
      await within(d).findByRole('textbox', { name: 'Username' });
      expect(within(d).queryByRole('textbox', { name: 'Captcha' })).toBeNull();
      expect(within(d).queryByRole('link', { name: 'Sign up with Facebook' })).toBeNull();
      return true;
    },
    RegisterInvalidAffiliate: async () => within(await dialog('Register')).findByRole('textbox', { name: 'Invitation code' }),
    RegisterInvalid: async () => screen.findByText('Please confirm the password'),
    RegisterAgreementUnchecked: async () => expect(screen.getByRole('button', { name: 'Join now' })).toBeDisabled(),
    RegisterDark: async () => {
      await dialog('Register');
      return document.documentElement.dataset.theme === 'dark';
    },
    RegisterSuccessPopup: async () => within(await dialog('Registered successfully')).findByText('m87654321'),
  });
});
