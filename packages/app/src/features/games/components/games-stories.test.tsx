import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { formatCount } from '../../../shared/format';
import { translate } from '../../../shared/i18n/i18n';
import { localiseContent } from '../../../test/story-content';
import { storyCases } from '../../../test/story-harness';
import { textPattern } from '../../../test/story-waits';
import * as banners from './banner-carousel.stories';
import * as tabBar from './category-tab-bar.stories';
import * as filters from './filter-panel.stories';
import * as tiles from './game-tile.stories';
import * as jackpot from './jackpot-counter.stories';
import * as vendors from './vendor-strip.stories';

/** A star's name (`games.favourite` or `games.unfavourite`) for a game of the story data. */
const favourite = (key: 'favourite' | 'unfavourite', game: string) => translate(`games.${key}`, { name: localiseContent(game) });
/** A banner dot's name, whatever its number. */
const showBanner = () => textPattern(translate('games.goToSlide'), { start: true });

/** Every games story renders on its own simulator world, plays, settles and shows its state. */
describe('games stories', () => {
  storyCases(tiles, {
    Tiles: () => {
      expect(screen.getAllByRole('listitem')).toHaveLength(4);
      expect(screen.getByText(translate('games.tag.hot'))).toBeInTheDocument();
      expect(screen.getByText(translate('games.tag.new'))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: favourite('unfavourite', 'Dragon Temple') })).toHaveAttribute('aria-pressed', 'true');
      // A lottery has no star: neither "add" nor "remove".
      expect(screen.queryByRole('button', { name: favourite('favourite', '1-Minute Lotto') })).toBeNull();
      expect(screen.queryByRole('button', { name: favourite('unfavourite', '1-Minute Lotto') })).toBeNull();
    },
  });
  storyCases(tabBar, {
    TabBar: () => {
      const nav = screen.getByRole('navigation', { name: translate('games.categories') });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['HOT', 'RNG', 'FISH', 'COCKFIGHT', 'SPORTS', 'ESPORTS'].map((id) => translate(`games.category.${id}`)));
      expect(within(nav).getByRole('link', { name: translate('games.category.RNG') })).toHaveAttribute('aria-current', 'page');
    },
    TabBarHidden: () => {
      expect(screen.getByTestId('bar')).toBeEmptyDOMElement();
    },
  });
  storyCases(vendors, {
    Vendors: () => {
      expect(screen.getByRole('button', { name: 'PG' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: translate('games.all') })).toHaveAttribute('aria-pressed', 'false');
    },
  });
  storyCases(filters, {
    FiltersRng: () => {
      expect(screen.getByLabelText(translate('games.gameType'))).toHaveValue('SC');
      expect(screen.getByLabelText(translate('games.minBet'))).toHaveValue('0.5');
    },
    FiltersOther: () => {
      expect(screen.getByLabelText(translate('games.manufacturer'))).toBeInTheDocument();
      expect(screen.queryByLabelText(translate('games.minBet'))).toBeNull();
    },
  });
  storyCases(jackpot, {
    Jackpot: () => {
      expect(screen.getByRole('region', { name: translate('games.jackpot') }).textContent).toContain(formatCount(35_000_000));
    },
  });
  storyCases(banners, {
    Banners: () => {
      expect(screen.getByRole('region', { name: translate('games.banners') })).toHaveAttribute('data-loop', 'true');
      expect(screen.getAllByRole('button', { name: showBanner() })).toHaveLength(3);
    },
    TopBarLoading: () => {
      expect(screen.getByRole('status')).toHaveTextContent(translate('in_please_wait'));
      expect(screen.queryByRole('region', { name: translate('games.banners') })).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
    },
    OneBanner: () => {
      expect(screen.getByRole('region', { name: translate('games.banners') })).toHaveAttribute('data-loop', 'false');
      expect(screen.queryByRole('button', { name: showBanner() })).toBeNull();
    },
  });
});
