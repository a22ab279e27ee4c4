import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../../../test/story-harness';
import * as home from './agent-home.stories';
import * as prompt from './contract-prompt.stories';
import * as quick from './quick-menu.stories';

/** Every agent story renders on its own simulator world, plays, settles and shows its state. */
describe('agent stories', () => {
  describe('home', () => {
    storyCases(home, {
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
    });
  });

  describe('quick menu', () => {
    const entries = (count: number) => () => expect(within(screen.getByRole('dialog', { name: 'Quick menu' })).queryAllByRole('listitem')).toHaveLength(count);
    storyCases(quick, { AllFlags: entries(7), RegisterAndBettingOnly: entries(2), NoFlags: entries(0) });
  });

  describe('prompt', () => {
    const asks = (text: RegExp) => () => {
      const dialog = screen.getByRole('dialog', { name: 'Contract to sign' });
      expect(dialog).toHaveTextContent(text);
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Go' })).toBeInTheDocument();
    };
    storyCases(prompt, { DailySalary: asks(/daily salary/), Dividend: asks(/dividend contract/), HourlySalary: asks(/hourly salary/) });
  });
});
