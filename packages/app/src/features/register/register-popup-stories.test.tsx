import { configure, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { localiseContent } from '../../test/story-content';
import { storyCases } from '../../test/story-harness';
import * as popups from './register-popup.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Every register-popup story renders on its own simulator world, runs its play, settles and shows its state. */
describe('register popup stories', () => {
  storyCases(popups, {
    RegisterByUsername: async () =>
      within(await dialog(translate('titles.register'))).findByText(localiseContent('Welcome bonus for new members')),
    RegisterMobileOnly: async () =>
      expect(
        await within(await dialog(translate('titles.register'))).findByRole('textbox', {
          name: translate('register.fields.verificationCode'),
        }),
      ).toBeDisabled(),
    RegisterSmsCountingDown: async () =>
      expect(await screen.findByRole('textbox', { name: translate('register.fields.verificationCode') })).toBeEnabled(),
    RegisterFlagsOff: async () => {
      const d = await dialog(translate('titles.register'));
      await within(d).findByRole('textbox', { name: translate('register.fields.username') });
      expect(within(d).queryByRole('textbox', { name: translate('register.fields.captcha') })).toBeNull();
      expect(within(d).queryByRole('link', { name: translate('register.facebook') })).toBeNull();
      return true;
    },
    RegisterInvalidAffiliate: async () =>
      within(await dialog(translate('titles.register'))).findByRole('textbox', { name: translate('register.fields.affiliateCode') }),
    RegisterInvalid: async () => screen.findByText(translate('register.in_incorrect_password')),
    RegisterAgreementUnchecked: async () => expect(screen.getByRole('button', { name: translate('register.join') })).toBeDisabled(),
    RegisterDark: async () => {
      await dialog(translate('titles.register'));
      return document.documentElement.dataset.theme === 'dark';
    },
    RegisterSuccessPopup: async () => within(await dialog(translate('register.success_title'))).findByText('m87654321'),
  });
});
