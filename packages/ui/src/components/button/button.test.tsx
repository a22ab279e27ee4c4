import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick when tapped', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Login</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, disabled and ignores taps', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit a form unless asked to', async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Show password</Button>
        <Button type="submit">Join now</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes className and native attributes through', () => {
    render(
      <Button className="mine" variant="link" aria-describedby="hint" disabled>
        Forgot password
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Forgot password' });
    expect(button).toHaveClass('ui-button', 'ui-button--link', 'mine');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(button).toBeDisabled();
  });
});
