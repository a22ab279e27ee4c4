import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../../utils/cx';
import { Badge } from '../badge/badge';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Unread count shown after the label. */
  badge?: number;
}

export interface TabsProps {
  items: TabItem[];
  /** Id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  ariaLabel: string;
  variant?: 'line' | 'pill';
  /** Id of the panel element the tabs control, when the caller renders one (aria-controls). */
  panelId?: string;
  className?: string;
}

/** The DOM id of the tab button for item `id` inside tabs with base id `baseId`. */
const tabDomId = (baseId: string, id: string) => `${baseId}-tab-${id}`;

/**
 * A tab list (e.g. username / mobile registration). Roving tabindex: only the selected tab is in
 * the Tab order; arrow keys, Home and End move and select (automatic activation).
 */
export function Tabs({ items, value, onChange, ariaLabel, variant = 'line', panelId, className }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (item.id !== value) onChange(item.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabDomId(baseId, item.id))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = items.length;
    if (count === 0) return;
    const current = items.findIndex((item) => tabDomId(baseId, item.id) === (event.target as HTMLElement).id);
    const from = current >= 0 ? current : selectedIndex;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (from + 1) % count;
    else if (event.key === 'ArrowLeft') next = (from - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      className={cx('ui-tabs', `ui-tabs--${variant}`, className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        return (
          <button
            key={item.id}
            id={tabDomId(baseId, item.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className="ui-tabs__tab"
            onClick={() => select(index)}
          >
            {item.label}
            {item.badge ? <Badge count={item.badge} /> : null}
          </button>
        );
      })}
    </div>
  );
}
