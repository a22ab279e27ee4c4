import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows the unread count', () => {
    render(<Badge count={5} />);
    expect(screen.getByText('5')).toBeInTheDocument();
  });

  it('caps large counts at 99+', () => {
    render(<Badge count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('renders nothing when nothing is unread', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads its label instead of the bare number', () => {
    render(
      <p>
        Inbox <Badge count={3} label="3 unread" />
      </p>,
    );
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a dot without a number', () => {
    render(<Badge dot label="New announcements" />);
    const badge = screen.getByText('New announcements').parentElement;
    expect(badge).toHaveClass('ui-badge--dot');
    expect(badge).not.toHaveTextContent(/\d/);
  });
});
