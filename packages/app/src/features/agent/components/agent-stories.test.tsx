import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../../../shared/i18n/i18n';
import { storyCases } from '../../../test/story-harness';
import * as footer from './agent-footer.stories';
import * as home from './agent-home.stories';
import * as prompt from './contract-prompt.stories';
import * as quick from './quick-menu.stories';

/** The agent's greeting of the hour (`agent.greeting.<part>`), to agent001. */
const greeting = (part: string) => translate(`agent.greeting.${part}`, { name: 'agent001' });

/** Every agent story renders on its own simulator world, plays, settles and shows its state. */
describe('agent stories', () => {
  describe('home', () => {
    storyCases(home, {
      Dark: () => {
        expect(screen.getByRole('heading', { name: greeting('morning') })).toBeInTheDocument();
        expect(document.documentElement.dataset.theme).toBe('dark');
      },
      Morning: () => expect(screen.getByRole('heading', { name: greeting('morning') })).toBeInTheDocument(),
      EarlyAfternoon: () => expect(screen.getByRole('heading', { name: greeting('earlyAfternoon') })).toBeInTheDocument(),
      LateAfternoon: () => expect(screen.getByRole('heading', { name: greeting('lateAfternoon') })).toBeInTheDocument(),
      Evening: () => expect(screen.getByRole('heading', { name: greeting('evening') })).toBeInTheDocument(),
      Loading: () => expect(screen.getByText('—')).toBeInTheDocument(),
      QuickMenuOpen: () => expect(screen.getByRole('dialog', { name: translate('agent.quickMenu.title') })).toBeInTheDocument(),
    });
  });

  describe('footer (G-091, G-094)', () => {
    /** The footer's entries, by id (`agent.footer.<id>`), in order. */
    const links = (ids: string[]) => () =>
      expect(
        within(screen.getByRole('navigation', { name: translate('agent.footer.label') }))
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(ids.map((id) => translate(`agent.footer.${id}`)));
    storyCases(footer, {
      WithDividends: links(['home', 'register', 'dividend', 'notice']),
      NoDividends: links(['home', 'register', 'notice']),
      OnNotices: () => expect(screen.getByRole('link', { name: translate('agent.footer.notice') })).toHaveAttribute('aria-current', 'page'),
      Dark: links(['home', 'register', 'dividend', 'notice']),
    });
  });

  describe('quick menu', () => {
    const entries = (count: number) => () =>
      expect(within(screen.getByRole('dialog', { name: translate('agent.quickMenu.title') })).queryAllByRole('listitem')).toHaveLength(
        count,
      );
    storyCases(quick, { AllFlags: entries(7), RegisterAndBettingOnly: entries(2), NoFlags: entries(0) });
  });

  describe('prompt', () => {
    /** The prompt asks for the contract `kind` (`agent.prompt.<kind>`), with Cancel and Go. */
    const asks = (kind: 'salary' | 'dividend' | 'hour') => () => {
      const dialog = screen.getByRole('dialog', { name: translate('agent.prompt.title') });
      expect(dialog).toHaveTextContent(translate(`agent.prompt.${kind}`));
      expect(within(dialog).getByRole('button', { name: translate('agent.prompt.cancel') })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: translate('agent.prompt.go') })).toBeInTheDocument();
    };
    storyCases(prompt, { DailySalary: asks('salary'), Dividend: asks('dividend'), HourlySalary: asks('hour') });
  });
});
