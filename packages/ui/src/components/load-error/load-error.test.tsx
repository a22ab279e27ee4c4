import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError (A-157)', () => {
  it('retries when tapped', async () => {
    const onRetry = vi.fn();
    render(<LoadError text="Loading failed, click to retry" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Loading failed, click to retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is reachable and usable with the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadError text="Loading failed, click to retry" onRetry={onRetry} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
