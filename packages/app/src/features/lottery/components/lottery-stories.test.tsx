import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { translate } from '../../../shared/i18n/i18n';
import { localiseContent } from '../../../test/story-content';
import { storyCases } from '../../../test/story-harness';
import { textPattern } from '../../../test/story-waits';
import * as history from './history-modal.stories';
import * as card from './lottery-card.stories';
import * as lobby from './lottery-lobby.stories';
import * as weekly from './weekly-panel.stories';

/** A card's Play button, whatever the lottery (`lottery.playName`). */
const playName = () => textPattern(translate('lottery.playName'), { start: true });

/** Every lottery story renders on its own simulator world, plays, settles and shows its state. */
describe('lottery stories', () => {
  describe('card', () => {
    storyCases(card, {
      NearEnd: () => {
        expect(screen.getByRole('timer').textContent).toBe('0:00:04');
        expect(screen.getByText(translate('lottery.closingSoon'))).toBeInTheDocument();
      },
      Locked: () => {
        expect(screen.getByRole('timer').textContent).toBe('0:00:12');
        expect(screen.getByText('0:00:00')).toBeInTheDocument();
      },
      NotOnSale: () => {
        expect(screen.getByRole('timer').textContent).toBe('--:--:--');
        // Decided: a draw not on sale cannot be played, and the card says why (docs/decisions/lottery.md G-063).
        const play = screen.getByRole('button', { name: playName() });
        expect(play).toBeDisabled();
        expect(play).toHaveAccessibleDescription(translate('errors.lottery_closed'));
      },
      OnSale: () => {
        expect(screen.getByRole('timer').textContent).toBe('23:15:00');
        expect(screen.getByRole('button', { name: playName() })).toBeEnabled();
      },
      TenTiers: () => expect(screen.getAllByRole('term')).toHaveLength(10),
      OneTier: () => expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['GB']),
      Tiles: () => {
        expect(screen.getAllByRole('listitem')).toHaveLength(4);
        // G-063: the closed tile reads '--:--:--' (its reason is for screen readers) and is not highlighted.
        const closed = screen.getByText(translate('lottery.notOnSale')).closest('li')!;
        expect(within(closed).getByText('--:--:--')).toBeInTheDocument();
        const closedButton = within(closed).getAllByRole('button')[0]!;
        expect(closedButton).not.toHaveAttribute('data-highlight');
        expect(closedButton).toHaveAccessibleDescription('');
        // G-067: the highlighted tile's button is described, and carries the data-highlight hook.
        const highlighted = screen.getAllByRole('button').filter((b) => b.getAttribute('data-highlight') === 'true');
        expect(highlighted.length).toBeGreaterThan(0);
        for (const b of highlighted) expect(b).toHaveAccessibleDescription(translate('lottery.highlight'));
      },
    });
  });

  describe('weekly panel', () => {
    const sevenDays = () => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    storyCases(weekly, { Default: sevenDays, NothingCurrent: sevenDays });
  });

  describe('history modal', () => {
    storyCases(history, {
      // Lists the draws of the selected game.
      Open: async () => {
        const dialog = await screen.findByRole('dialog', { name: translate('lottery.history.title') });
        expect(await within(dialog).findAllByRole('row')).toHaveLength(11);
      },
    });
  });

  describe('lobby', () => {
    storyCases(lobby, {
      Lobby: () => screen.findByRole('article', { name: localiseContent('Mien Bac') }),
      // 1-Minute Lotto's sale closes 3 s after the world's start (draw in 5 s, lock 2 s).
      DrawImminent: async () =>
        /^0:00:0[0-3]$/.test(
          (
            await screen.findByRole('button', {
              name: textPattern(`${localiseContent('1-Minute Lotto')} ${translate('lottery.saleEndsIn')}`, { start: true }),
            })
          ).textContent?.match(/\d+:\d{2}:\d{2}$/)?.[0] ?? '',
        ),
      AllClosed: async () => {
        expect((await screen.findByRole('timer')).textContent).toBe('--:--:--');
        const play = screen.getByRole('button', { name: playName() });
        expect(play).toBeDisabled();
        expect(play).toHaveAccessibleDescription(translate('errors.lottery_closed'));
      },
      Dark: async () => {
        await screen.findByRole('article', { name: localiseContent('Mien Bac') });
        return document.documentElement.dataset.theme === 'dark';
      },
    });
  });
});
