import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UnreadRow, type UnreadRowProps } from './unread-row';

const row = (over: Partial<UnreadRowProps> = {}) => {
  const props: UnreadRowProps = {
    title: 'Maintenance',
    read: false,
    open: false,
    panelId: 'panel-1',
    content: '<p>Back at <b>noon</b></p><img src=x onerror="alert(1)">',
    description: 'Date: 2026-11-24',
    onToggle: vi.fn(),
    end: 'caret',
    ...over,
  };
  const view = render(
    <ul>
      <UnreadRow {...props} />
    </ul>,
  );
  return { props, view };
};

describe('UnreadRow (the notice and mail list row)', () => {
  it('A-132: a button with title and description that opens its sanitized content below it', async () => {
    const { props, view } = row();
    const button = screen.getByRole('button', { name: /Maintenance/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'panel-1');
    expect(button).toHaveTextContent('Date: 2026-11-24');
    expect(document.getElementById('panel-1')).toBeNull();
    await userEvent.click(button);
    expect(props.onToggle).toHaveBeenCalledTimes(1);

    view.rerender(
      <ul>
        <UnreadRow {...props} open />
      </ul>,
    );
    expect(screen.getByRole('button', { name: /Maintenance/ })).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById('panel-1');
    expect(panel).toHaveTextContent('Back at noon');
    expect(panel?.innerHTML).not.toContain('onerror');
  });

  it('an unread item is described Unread and marked data-unread; a read one is neither', () => {
    row();
    const unread = screen.getByRole('button', { name: /Maintenance/ });
    expect(unread).toHaveAccessibleDescription('Unread');
    expect(unread).toHaveAttribute('data-unread', 'true');
    row({ title: 'Promotion', read: true });
    const read = screen.getByRole('button', { name: /Promotion/ });
    expect(read).not.toHaveAttribute('aria-describedby');
    expect(read).not.toHaveAttribute('data-unread');
  });

  it("ends with a caret that turns when open (notices) or with the list's chevron (mail)", () => {
    const { view } = row({ open: true });
    expect(view.container.querySelector('.m-support-caret--open')).not.toBeNull();
    expect(view.container.querySelector('.ui-list__chevron')).toBeNull();
    const mail = row({ end: 'chevron' });
    expect(mail.view.container.querySelector('.ui-list__chevron')).not.toBeNull();
    expect(mail.view.container.querySelector('.m-support-caret')).toBeNull();
  });
});
