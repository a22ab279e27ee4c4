import { configure, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { storyCases } from '../../test/story-harness';
import * as popups from './password-popups.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Every forgot- and change-password story renders on its own simulator world, runs its play, settles and shows its state. */
describe('password popup stories', () => {
  storyCases(popups, {
    ForgetByPhone: async () =>
      expect(
        await within(await dialog(translate('titles.forget'))).findByRole('tab', { name: translate('password.forgot.by_phone') }),
      ).toHaveAttribute('aria-selected', 'true'),
    ForgetEmailOnly: async () =>
      within(await dialog(translate('titles.forget'))).findByRole('button', { name: translate('password.forgot.send_email') }),
    ForgetEmailInvalid: async () => expect(screen.getByRole('button', { name: translate('password.forgot.send_email') })).toBeDisabled(),
    ForgetDark: async () => {
      await dialog(translate('titles.forget'));
      return document.documentElement.dataset.theme === 'dark';
    },
    ChangePasswordFirstLogin: () => dialog(translate('password.title_first')),
    ChangePasswordExpired: () => dialog(translate('password.title_expired')),
    ChangePasswordSameAsOld: () => dialog(translate('password.same_title')),
    ChangePasswordSubmitting: () => screen.findByText(translate('in_please_wait')),
    ForgetEmailSubmitting: () => screen.findByText(translate('in_please_wait')),
    ChangePasswordDark: async () => {
      await dialog(translate('password.title_first'));
      return document.documentElement.dataset.theme === 'dark';
    },
  });
});
