import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storyCases } from '../../../test/story-harness';
import * as games from './games.stories';

/** Every games story renders on its own simulator world, plays, settles and shows its state. */
describe('games stories', () => {
  storyCases(games, {
    Tiles: () => {
      expect(screen.getAllByRole('listitem')).toHaveLength(4);
      expect(screen.getByText('Hot')).toBeInTheDocument();
      expect(screen.getByText('New')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove Dragon Temple from favourites' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByRole('button', { name: /1-Minute Lotto to favourites/ })).toBeNull();
    },
    TabBar: () => {
      const nav = screen.getByRole('navigation', { name: 'Game categories' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Hot', 'Slots', 'Fishing', 'Cockfight', 'Sports', 'Esports']);
      expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    },
    TabBarHidden: () => {
      expect(screen.getByTestId('bar')).toBeEmptyDOMElement();
    },
    Vendors: () => {
      expect(screen.getByRole('button', { name: 'PG' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    },
    FiltersRng: () => {
      expect(screen.getByLabelText('Game type')).toHaveValue('SC');
      expect(screen.getByLabelText('Minimum bet')).toHaveValue('0.5');
    },
    FiltersOther: () => {
      expect(screen.getByLabelText('Manufacturer')).toBeInTheDocument();
      expect(screen.queryByLabelText('Minimum bet')).toBeNull();
    },
    Jackpot: () => {
      expect(screen.getByRole('region', { name: 'Jackpot' }).textContent).toContain('35,000,000');
    },
    Banners: () => {
      expect(screen.getByRole('region', { name: 'Featured' })).toHaveAttribute('data-loop', 'true');
      expect(screen.getAllByRole('button', { name: /^Show banner/ })).toHaveLength(3);
    },
    TopBarLoading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Please wait');
      expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
    },
    OneBanner: () => {
      expect(screen.getByRole('region', { name: 'Featured' })).toHaveAttribute('data-loop', 'false');
      expect(screen.queryByRole('button', { name: /^Show banner/ })).toBeNull();
    },
    EmptyAndLoading: () => {
      expect(screen.getByText('No games found')).toBeInTheDocument();
    },
  });
});
