import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as home from './agent-home.stories';
import * as prompt from './contract-prompt.stories';
import * as quick from './quick-menu.stories';

/** Every agent story renders and shows its state. */
describe('agent stories', () => {
  const homes = composeStories(home);
  const homeExpectations: Record<keyof typeof homes, () => unknown> = {
    Dark: () => {
      expect(screen.getByRole('heading', { name: 'Good morning, agent001' })).toBeInTheDocument();
      expect(document.documentElement.dataset.theme).toBe('dark');
    },
    Morning: () => expect(screen.getByRole('heading', { name: 'Good morning, agent001' })).toBeInTheDocument(),
    EarlyAfternoon: () => expect(screen.getByRole('heading', { name: 'Good afternoon, agent001' })).toBeInTheDocument(),
    LateAfternoon: () => expect(screen.getByRole('heading', { name: 'Good late afternoon, agent001' })).toBeInTheDocument(),
    Evening: () => expect(screen.getByRole('heading', { name: 'Good evening, agent001' })).toBeInTheDocument(),
    Loading: () => expect(screen.getByText('—')).toBeInTheDocument(),
    NoDividends: () => expect(within(screen.getByRole('navigation', { name: 'Agent navigation' })).queryByRole('link', { name: 'Dividends' })).toBeNull(),
    QuickMenuOpen: () => expect(screen.getByRole('dialog', { name: 'Quick menu' })).toBeInTheDocument(),
  };
  it.each(Object.entries(homes))('home %s', async (name, Story) => {
    render(<Story />);
    await homeExpectations[name as keyof typeof homes]();
  });

  const menus = composeStories(quick);
  const menuEntries: Record<keyof typeof menus, number> = { AllFlags: 7, RegisterAndBettingOnly: 2, NoFlags: 0 };
  it.each(Object.entries(menus))('quick menu %s', (name, Story) => {
    render(<Story />);
    const dialog = screen.getByRole('dialog', { name: 'Quick menu' });
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(menuEntries[name as keyof typeof menus]);
  });

  const prompts = composeStories(prompt);
  const promptTexts: Record<keyof typeof prompts, RegExp> = { DailySalary: /daily salary/, Dividend: /dividend contract/, HourlySalary: /hourly salary/ };
  it.each(Object.entries(prompts))('prompt %s', (name, Story) => {
    render(<Story />);
    const dialog = screen.getByRole('dialog', { name: 'Contract to sign' });
    expect(dialog).toHaveTextContent(promptTexts[name as keyof typeof prompts]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });
});
