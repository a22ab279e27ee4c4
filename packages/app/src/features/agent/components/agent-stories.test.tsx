import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../../../test/story-harness';
import * as footer from './agent-footer.stories';
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
      QuickMenuOpen: () => expect(screen.getByRole('dialog', { name: 'Quick menu' })).toBeInTheDocument(),
    });
  });

  describe('footer (G-091, G-094)', () => {
    const links = (names: string[]) => () =>
      expect(
        within(screen.getByRole('navigation', { name: 'Agent navigation' }))
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(names);
    storyCases(footer, {
      WithDividends: links(['Home', 'Open account', 'Dividends', 'Notices']),
      NoDividends: links(['Home', 'Open account', 'Notices']),
      OnNotices: () => expect(screen.getByRole('link', { name: 'Notices' })).toHaveAttribute('aria-current', 'page'),
      Dark: links(['Home', 'Open account', 'Dividends', 'Notices']),
    });
  });

  describe('quick menu', () => {
    const entries = (count: number) => () =>
      expect(within(screen.getByRole('dialog', { name: 'Quick menu' })).queryAllByRole('listitem')).toHaveLength(count);
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
