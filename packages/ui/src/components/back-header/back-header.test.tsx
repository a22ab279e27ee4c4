import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackHeader } from './back-header';

describe('BackHeader (A-005..A-007)', () => {
  it('shows the page title as the h1 and reports a tap on back', async () => {
    const onBack = vi.fn();
    render(<BackHeader title="Feedback" backLabel="Back" onBack={onBack} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('hides the back arrow when showBack is false (A-007)', () => {
    render(<BackHeader title="Change password" backLabel="Back" showBack={false} />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('renders the end control', () => {
    render(<BackHeader title="Inbox" backLabel="Back" end={<button type="button">Refresh</button>} />);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
