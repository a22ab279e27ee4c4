import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('shows a visible label that names the input', () => {
    render(<TextField label="Username" />);
    expect(screen.getByText('Username')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('placeholder');
  });

  it('with the placeholder label style, names the input and puts * in the placeholder when required (A-048)', () => {
    render(
      <>
        <TextField label="Username" labelStyle="placeholder" required />
        <TextField label="Referral code" labelStyle="placeholder" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('placeholder', '* Username');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Referral code' })).toHaveAttribute('placeholder', 'Referral code');
  });

  it('shows its messages comma-joined under the input and describes the input with them', () => {
    render(<TextField label="Username" errors={['Required', 'Too short']} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(screen.getByRole('alert')).toHaveTextContent('Required, Too short');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required, Too short');
  });

  it('has no message and is not invalid without errors', () => {
    render(<TextField label="Username" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('is described by its message first, then its hint under the input', () => {
    const { rerender } = render(<TextField label="Amount" hint="From 10 to 500" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('From 10 to 500');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<TextField label="Amount" hint="From 10 to 500" errors={['Too low']} />);
    expect(input).toHaveAccessibleDescription('Too low From 10 to 500');
  });

  it('is invalid when the form says so without a message of its own (a refusal shown elsewhere)', () => {
    const { container } = render(<TextField label="Password" type="password" aria-invalid />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    // The box is drawn invalid (the danger border), as with a message.
    expect(container.firstElementChild).toHaveClass('ui-text-field--invalid');
  });

  it('reveals and hides a password with its toggle (A-072)', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" defaultValue="secret1" reveal={{ show: 'Show', hide: 'Hide' }} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('renders the trailing control and forwards the ref and input props', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Code" ref={ref} inputMode="numeric" trailing={<button type="button">Get code</button>} />);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '1234');
    expect(ref.current?.value).toBe('1234');
    expect(ref.current).toHaveAttribute('inputmode', 'numeric');
  });
});
