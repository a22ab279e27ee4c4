import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerCarousel } from './banner-carousel';
import { GameGrid, GRID_COLUMNS } from './game-tile';
import { STORY_BANNERS, STORY_GAMES } from './story-data';

const noop = () => {};

/**
 * What the browser is told about each image of home: only the largest paint (the first banner)
 * asks for high priority; the grid's first row loads at once; everything else waits until near
 * the viewport and decodes off the main thread.
 */
describe('home images: priority, loading and decoding', () => {
  it('the first banner is eager with fetchpriority=high; the other slides are lazy and decode async', () => {
    render(<BannerCarousel banners={STORY_BANNERS} onOpen={noop} autoplay={false} />);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).not.toHaveAttribute('decoding');
    expect(first).toHaveAttribute('width', '750');
    expect(first).toHaveAttribute('height', '300');
    expect(rest).toHaveLength(STORY_BANNERS.length - 1);
    for (const img of rest) {
      expect(img).not.toHaveAttribute('fetchpriority');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
    }
  });

  it('the first row of game tiles loads at once, without fetchpriority; the rows below are lazy and decode async', () => {
    expect(STORY_GAMES.length).toBeGreaterThan(GRID_COLUMNS);
    render(<GameGrid games={STORY_GAMES} favouriteIds={[]} onPlay={noop} onToggleFavourite={noop} label="Hot games" />);
    const tiles = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('img') as HTMLImageElement);
    tiles.forEach((img, i) => {
      expect(img).not.toHaveAttribute('fetchpriority');
      if (i < GRID_COLUMNS) {
        expect(img).toHaveAttribute('loading', 'eager');
        expect(img.getAttribute('src')).toBeTruthy();
      } else {
        expect(img).toHaveAttribute('loading', 'lazy');
        expect(img).toHaveAttribute('decoding', 'async');
      }
    });
  });
});
