import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { List, ListRow } from './list';

describe('List', () => {
  it('is a named list of rows with a title, a description and a trailing value', () => {
    render(
      <List aria-label="Records">
        <li>
          <ListRow title="Deposit" description="Done" trailing="+200.00" />
        </li>
        <li>
          <ListRow title="Withdrawal" />
        </li>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Records' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('DepositDone+200.00');
    expect(list).not.toHaveClass('ui-list--inset');
  });

  it('makes the whole row the button or link it is given, with a chevron when asked', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <List variant="inset">
        <li>
          <ListRow as="button" type="button" title="Messages" chevron onClick={onClick} />
        </li>
        <li>
          <ListRow as="a" href="/m/help" title="Help" />
        </li>
      </List>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/m/help');
    expect(container.querySelectorAll('.ui-list__chevron')).toHaveLength(1);
    expect(container.querySelector('ul')).toHaveClass('ui-list--inset');
  });

  it('is a static row (no action class) without `as`', () => {
    const { container } = render(<ListRow title="Deposit" />);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.firstElementChild).not.toHaveClass('ui-list__row--action');
  });
});
