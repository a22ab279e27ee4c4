import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStatusMark, type StatusMarkKind } from './status-mark';

function Host({ kind, description, dot }: { kind: StatusMarkKind; description: string | null; dot?: boolean }) {
  const { hostProps, mark } = useStatusMark(kind, { description, ...(dot === undefined ? {} : { dot }) });
  return (
    <button type="button" {...hostProps}>
      Announcements
      {mark}
    </button>
  );
}

describe('useStatusMark (A-117, A-140, G-067)', () => {
  it('describes the carrying element and marks it data-unread, with a dot; the name stays the label', () => {
    const { container } = render(<Host kind="unread" description="Unread" />);
    const button = screen.getByRole('button', { name: 'Announcements' });
    expect(button).toHaveAccessibleDescription('Unread');
    expect(button).toHaveAttribute('data-unread', 'true');
    expect(button).not.toHaveAttribute('data-highlight');
    expect(container.querySelector('.ui-status-mark__dot')).toHaveAttribute('aria-hidden', 'true');
    // The description is read through the reference only: it is not visible text.
    expect(screen.getByText('Unread')).not.toBeVisible();
  });

  it('a highlight has no dot by default and carries data-highlight', () => {
    const { container } = render(<Host kind="highlight" description="Draws within 24 hours" />);
    const button = screen.getByRole('button', { name: 'Announcements' });
    expect(button).toHaveAccessibleDescription('Draws within 24 hours');
    expect(button).toHaveAttribute('data-highlight', 'true');
    expect(button).not.toHaveAttribute('data-unread');
    expect(container.querySelector('.ui-status-mark__dot')).toBeNull();
  });

  it('no description: no description, no data attribute, no dot', () => {
    const { container } = render(<Host kind="unread" description={null} />);
    const button = screen.getByRole('button', { name: 'Announcements' });
    expect(button).toHaveAccessibleDescription('');
    expect(button).not.toHaveAttribute('data-unread');
    expect(button).not.toHaveAttribute('aria-describedby');
    expect(container.querySelector('.ui-status-mark__dot')).toBeNull();
  });

  it('two marks on one page get their own ids', () => {
    render(
      <>
        <Host kind="unread" description="Unread" />
        <Host kind="unread" description="New" />
      </>,
    );
    const [a, b] = screen.getAllByRole('button');
    expect(a).toHaveAccessibleDescription('Unread');
    expect(b).toHaveAccessibleDescription('New');
  });
});
