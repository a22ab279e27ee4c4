import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PullToRefresh } from './pull-to-refresh';

describe('PullToRefresh (A-013)', () => {
  it('shows the pull hint as a polite status', () => {
    render(<PullToRefresh text="Pull down to refresh" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Pull down to refresh');
    expect(status).not.toHaveAttribute('aria-busy');
  });

  it('shows the refreshing text and is busy while refreshing', () => {
    render(<PullToRefresh text="Pull down to refresh" refreshing refreshingText="Refreshing" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Refreshing');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });
});
