import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoData } from './no-data';

describe('NoData (A-013)', () => {
  it('shows the no-data text and an optional action', () => {
    render(<NoData text="No data" action={<button type="button">Play now</button>} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play now' })).toBeInTheDocument();
  });

  it('draws the empty-state picture by default, hidden from screen readers', () => {
    const { container } = render(<NoData text="No records" />);
    const art = container.querySelector('svg.ui-no-data__art');
    expect(art).not.toBeNull();
    expect(art).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses a custom icon when given', () => {
    render(<NoData text="No announcements" icon={<span>custom</span>} />);
    expect(screen.getByText('custom')).toBeInTheDocument();
    expect(document.querySelector('svg.ui-no-data__art')).toBeNull();
  });
});
