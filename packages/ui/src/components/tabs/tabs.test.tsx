import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'username', label: 'Username' },
  { id: 'mobile', label: 'Mobile number' },
  { id: 'email', label: 'Email', badge: 2 },
];

function Controlled({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('username');
  return (
    <Tabs
      ariaLabel="Registration method"
      items={items}
      value={value}
      onChange={(id) => {
        onChange?.(id);
        setValue(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a named tablist with the selected tab marked and alone in the Tab order', () => {
    render(<Tabs ariaLabel="Registration method" items={items} value="mobile" onChange={() => {}} />);
    expect(screen.getByRole('tablist', { name: 'Registration method' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Mobile number');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects a tab on click', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(onChange).toHaveBeenCalledWith('mobile');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves and selects with the arrow keys, wrapping around, and with Home/End', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const mobile = screen.getByRole('tab', { name: 'Mobile number' });
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Email/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Email/ })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Email/ })).toHaveFocus();
  });

  it('shows an unread badge on a tab', () => {
    render(<Tabs ariaLabel="Mail" items={items} value="username" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: /Email/ })).toHaveTextContent('2');
  });

  it('draws the focus ring inside the tab, since the tab list scrolls sideways and would clip one drawn outside', () => {
    // The stylesheet as written (the test project loads no CSS).
    const css = readFileSync(join(import.meta.dirname, 'tabs.css'), 'utf8');
    const rule = (selector: string) =>
      new RegExp(`^${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
    expect(rule('.ui-tabs')).toMatch(/overflow-x:\s*auto/);
    expect(rule('.ui-tabs__tab:focus-visible')).toMatch(/outline-offset:\s*-\d+px/);
  });
});
