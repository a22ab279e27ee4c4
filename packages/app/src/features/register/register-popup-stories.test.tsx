import { composeStories } from '@storybook/react-vite';
import { configure, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../test/server';
import * as popups from './register-popup.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

/** Every register-popup story renders on its own simulator world, runs its play and shows its state. */
const stories = composeStories(popups);

const dialog = (name: string) => screen.findByRole('dialog', { name });
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  RegisterByUsername: async () => within(await dialog('Register')).findByText('Welcome bonus for new members'),
  RegisterMobileOnly: async () => expect(await within(await dialog('Register')).findByRole('textbox', { name: 'Verification code' })).toBeDisabled(),
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
};

describe('register popup stories', () => {
  it.each(Object.entries(stories))('%s', async (name, Story) => {
    const worldId = useWorld((Story.parameters as { simScenario?: string }).simScenario);
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container, id: worldId });
    await expect(expectations[name as keyof typeof stories]()).resolves.toBeTruthy();
  });
});
