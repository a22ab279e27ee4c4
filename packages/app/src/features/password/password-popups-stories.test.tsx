import { composeStories } from '@storybook/react-vite';
import { configure, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../test/server';
import * as popups from './password-popups.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

/** Every forgot- and change-password story renders on its own simulator world, runs its play and shows its state. */
const stories = composeStories(popups);

const dialog = (name: string) => screen.findByRole('dialog', { name });
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  ForgetByPhone: async () => expect(await within(await dialog('Forgot password')).findByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true'),
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
};

describe('password popup stories', () => {
  it.each(Object.entries(stories))('%s', async (name, Story) => {
    const worldId = useWorld((Story.parameters as { simScenario?: string }).simScenario);
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container, id: worldId });
    await expect(expectations[name as keyof typeof stories]()).resolves.toBeTruthy();
  });
});
