import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-field';

describe('TextAreaField', () => {
  it('shows a visible label that names the text area, and keeps its own placeholder', () => {
    render(<TextAreaField label="Remark" placeholder="Describe your question" />);
    expect(screen.getByText('Remark')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveAttribute('placeholder', 'Describe your question');
  });

  it('is described by its hint, and by its message first when it has one (A-027)', () => {
    const { rerender } = render(<TextAreaField label="Comment" hint="3/140 characters" />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area).toHaveAccessibleDescription('3/140 characters');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<TextAreaField label="Comment" hint="141/140 characters" errors={['Too long', 'Try again']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too long, Try again');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Too long, Try again 141/140 characters');
  });

  it('forwards the ref and the text area props', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextAreaField label="Comment" ref={ref} maxLength={5} rows={3} required />);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'abcdefgh');
    expect(ref.current?.value).toBe('abcde');
    expect(ref.current).toHaveAttribute('rows', '3');
    expect(ref.current).toBeRequired();
  });
});
