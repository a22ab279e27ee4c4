import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../icon/icon';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label and calls onClick', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Open menu" icon={<Icon name="menu" />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be disabled', () => {
    render(<IconButton label="Share" icon={<Icon name="share" />} disabled />);
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });
});
