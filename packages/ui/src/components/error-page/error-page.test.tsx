import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';

describe('ErrorPage (A-152)', () => {
  it('is the main landmark with an h1, the message, details and a working action', async () => {
    const onAction = vi.fn();
    render(
      <ErrorPage
        title="Access restricted"
        message="Your region is not supported."
        details="Your IP: 203.0.113.7"
        actionLabel="Contact service"
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('Your region is not supported.')).toBeInTheDocument();
    expect(screen.getByText('Your IP: 203.0.113.7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact service' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('has no button without an action', () => {
    render(<ErrorPage title="System upgrading" message="Please try again later." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
