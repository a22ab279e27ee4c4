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
    // Both methods on: logo, the m_reg banner (G-005), the method tabs (username first), the
    // configured fields named by their placeholders, a required one with "* ", captcha, the
    // agreement checked with its terms link, join now enabled.
    RegisterByUsername: async () => {
      const d = await dialog(translate('titles.register'));
      expect(await within(d).findByRole('img', { name: translate('register.logo') })).toBeInTheDocument();
      expect(await within(d).findByText(localiseContent('Welcome bonus for new members'))).toBeInTheDocument();
      expect(within(d).getByRole('tab', { name: translate('register.by_username') })).toHaveAttribute('aria-selected', 'true');
      expect(within(d).getByRole('tab', { name: translate('register.by_mobile') })).toBeInTheDocument();
      expect(within(d).getByRole('textbox', { name: translate('register.fields.username') })).toHaveAttribute(
        'placeholder',
        `* ${translate('register.fields.username')}`,
      );
      expect(within(d).getByRole('textbox', { name: translate('register.fields.email') })).toHaveAttribute(
        'placeholder',
        translate('register.fields.email'),
      );
      expect(within(d).getByLabelText(translate('register.fields.confirmPassword'), { selector: 'input' })).toHaveAttribute(
        'placeholder',
        `* ${translate('register.fields.confirmPassword')}`,
      );
      expect(within(d).getByRole('textbox', { name: translate('register.fields.captcha') })).toBeInTheDocument();
      expect(within(d).getByRole('checkbox')).toBeChecked();
      expect(within(d).getByRole('link', { name: translate('register.terms_link') })).toHaveAttribute('href', '/m/help?tag=terms');
      expect(within(d).getByRole('button', { name: translate('register.join') })).toBeEnabled();
    },
    // Only MOBILENUMREG3 on: the mobile form, no method tabs, no username; the code
    // field waits for a sent code.
    RegisterMobileOnly: async () => {
      const d = await dialog(translate('titles.register'));
      expect(await within(d).findByRole('textbox', { name: translate('register.fields.mobileNum') })).toHaveAttribute(
        'placeholder',
        `* ${translate('register.fields.mobileNum')}`,
      );
      expect(within(d).queryByRole('tab')).toBeNull();
      expect(within(d).queryByRole('textbox', { name: translate('register.fields.username') })).toBeNull();
      expect(within(d).getByRole('textbox', { name: translate('register.fields.verificationCode') })).toBeDisabled();
    },
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
    // The agreement unchecked: join now disabled; the Facebook link and the way to
    // login stay.
    RegisterAgreementUnchecked: async () => {
      const d = await dialog(translate('titles.register'));
      expect(within(d).getByRole('checkbox')).not.toBeChecked();
      expect(within(d).getByRole('button', { name: translate('register.join') })).toBeDisabled();
      expect(within(d).getByRole('link', { name: translate('register.facebook') })).toBeInTheDocument();
      expect(within(d).getByRole('button', { name: translate('register.to_login') })).toBeInTheDocument();
    },
    RegisterDark: async () => {
      await dialog(translate('titles.register'));
      return document.documentElement.dataset.theme === 'dark';
    },
    RegisterSuccessPopup: async () => within(await dialog(translate('register.success_title'))).findByText('m87654321'),
  });
});
