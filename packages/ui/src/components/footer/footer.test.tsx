import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

describe('Footer', () => {
  it('is the contentinfo landmark holding the given paragraphs', () => {
    render(
      <Footer className="site-footer">
        <p>18+ Play responsibly.</p>
        <p>© 2025 Lotto88</p>
      </Footer>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('18+ Play responsibly.');
    expect(footer).toHaveTextContent('© 2025 Lotto88');
    expect(footer).toHaveClass('ui-footer', 'site-footer');
  });
});
