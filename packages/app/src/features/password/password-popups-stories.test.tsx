import { configure, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../../test/story-harness';
import * as popups from './password-popups.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Every forgot- and change-password story renders on its own simulator world, runs its play, settles and shows its state. */
describe('password popup stories', () => {
  storyCases(popups, {
    ForgetByPhone: async () =>
      expect(await within(await dialog('Forgot password')).findByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true'),
    ForgetEmailOnly: async () => within(await dialog('Forgot password')).findByRole('button', { name: 'Send reset link' }),
    ForgetEmailInvalid: async () => expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled(),
    ForgetDark: async () => {
      await dialog('Forgot password');
      return document.documentElement.dataset.theme === 'dark';
    },
    ChangePasswordFirstLogin: () => dialog('First login: please change your password'),
    ChangePasswordExpired: () => dialog('Your password has expired: please change it'),
    ChangePasswordSameAsOld: () => dialog('Please choose another password'),
    ChangePasswordSubmitting: () => screen.findByText('Please wait...'),
    ForgetEmailSubmitting: () => screen.findByText('Please wait...'),
    ChangePasswordDark: async () => {
      await dialog('First login: please change your password');
      return document.documentElement.dataset.theme === 'dark';
    },
  });
});
