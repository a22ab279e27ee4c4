import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark, BrandWordmark } from './brand';

describe('brand mark and wordmark', () => {
  it('the mark is decorative by default, an image named by its title otherwise', () => {
    const { container } = render(<BrandMark />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    render(<BrandMark title="MockBet" size={64} />);
    expect(screen.getByRole('img', { name: 'MockBet' })).toHaveAttribute('width', '64');
  });

  it('two marks on one page keep their own gradients (unique ids)', () => {
    const { container } = render(
      <>
        <BrandMark />
        <BrandMark />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the wordmark writes the name, its last syllable apart', () => {
    render(<BrandWordmark decorative={false} name="MockBet" />);
    const img = screen.getByRole('img', { name: 'MockBet' });
    expect(img.textContent).toBe('MockBet');
    expect(img.querySelector('tspan')?.textContent).toBe('Bet');
  });
});
