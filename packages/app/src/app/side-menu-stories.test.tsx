import { composeStories } from '@storybook/react-vite';
import { configure, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../test/server';
import * as sideMenu from './side-menu.stories';

// The frame loads settings, member info and the home sections: give it time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const stories = composeStories(sideMenu);
const links = async () => within(await screen.findByRole('navigation', { name: 'Member menu' })).getAllByRole('link').map((l) => l.textContent);
const expectations: Record<keyof typeof stories, () => Promise<void>> = {
  Guest: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /Customer service/ })).toBeInTheDocument();
  },
  Member: async () => {
    expect(await links()).toEqual(['Member centre', 'Deposit', 'Withdraw', 'VIP benefits', 'Promotions', 'Reward centre', 'Help centre', 'Account record', 'Betting record', 'Feedback', 'Inbox']);
  },
  Agent: async () => {
    expect(await links()).toContain('Agent');
  },
  FlagsOff: async () => {
    expect(await links()).toEqual(['Member centre', 'Deposit', 'Withdraw', 'Promotions', 'Agent', 'Help centre', 'Feedback']);
  },
};

describe('side menu stories', () => {
  it.each(Object.entries(stories))('%s', async (name, Story) => {
    const worldId = useWorld((Story.parameters as { simScenario?: string }).simScenario);
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container, id: worldId });
    await expectations[name as keyof typeof stories]();
  });
});
