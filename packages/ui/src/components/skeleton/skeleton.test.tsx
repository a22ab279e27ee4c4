import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerSkeleton, ListSkeleton, Skeleton, TabBarSkeleton, TileGridSkeleton } from './skeleton';

describe('Skeleton (keeps the layout still)', () => {
  it('is decorative: hidden from screen readers, with the size it is given', () => {
    const { container } = render(<Skeleton width={120} height={20} radius="pill" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('20px');
    expect(block).toHaveClass('ui-skeleton--pill');
  });

  it('announces loading once when a label is given, else stays hidden', () => {
    render(<BannerSkeleton label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const { container } = render(<TabBarSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a banner image already known in the art’s box, in place of the grey art', () => {
    const { container } = render(<BannerSkeleton imageSrc="/cdn/banners/m_home-1.svg" />);
    const img = container.querySelector('.ui-skeleton-banner img')!;
    expect(img).toHaveAttribute('src', '/cdn/banners/m_home-1.svg');
    expect(img).toHaveClass('ui-skeleton-banner__image');
    expect(container.querySelector('.ui-skeleton-banner__art')).toBeNull();
  });

  it('draws as many tiles, tabs and rows as asked', () => {
    const tiles = render(<TileGridSkeleton count={9} />).container;
    expect(tiles.querySelectorAll('.ui-skeleton-tiles__tile')).toHaveLength(9);
    const tabs = render(<TabBarSkeleton count={5} />).container;
    expect(tabs.querySelectorAll('.ui-skeleton')).toHaveLength(5);
    const rows = render(<ListSkeleton rows={3} />).container;
    expect(rows.querySelectorAll('.ui-skeleton-list__row')).toHaveLength(3);
  });
});
