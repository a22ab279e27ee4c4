import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './icon';

describe('Icon', () => {
  it('is hidden from assistive technology when it has no title', () => {
    const { container } = render(<Icon name="home" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its title when a title is given', () => {
    render(<Icon name="warning" title="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });

  it('draws every name of the public API at the requested size', () => {
    const expected = [
      'back',
      'menu',
      'close',
      'globe',
      'sun',
      'moon',
      'home',
      'gift',
      'wallet',
      'user',
      'share',
      'service',
      'chat',
      'mail',
      'refresh',
      'eye',
      'eye-off',
      'star',
      'warning',
      'lock',
      'forward',
      'chart',
      'trend',
      'users',
      'user-plus',
      'list',
      'percent',
      'transfer',
      'receipt',
    ];
    expect([...iconNames].sort()).toEqual([...expected].sort());
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} size={32} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('width', '32');
      expect(svg?.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });
});
