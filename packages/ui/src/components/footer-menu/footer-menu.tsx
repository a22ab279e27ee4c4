import { type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { BADGE_MAX } from '../badge/badge';
import { useStatusMark } from '../status-mark/status-mark';
import './footer-menu.css';

/**
 * One unread count on an item (G-017): the number, a small glyph that tells which count it is
 * (mail, chat...), and what it means for screen readers ('5 unread messages').
 */
export interface FooterMenuCount {
  id: string;
  /** 0 or less shows nothing; above 99 shows "99+". */
  count: number;
  /** The count in words, e.g. '5 unread messages': the item's accessible description. */
  label: string;
  /** A glyph that sets this count apart from the item's other counts. */
  icon?: ReactNode;
}

export interface FooterMenuItem {
  id: string;
  label: string;
  icon: ReactNode;
  /** The current page: aria-current="page". */
  active?: boolean;
  /**
   * Unread counts, each its own badge and its own phrase of the item's accessible description
   * ('5 unread messages, 3 unread chats'); the item then carries data-unread="true".
   */
  counts?: FooterMenuCount[];
  /** With href the item is a real link; the app passes a router-aware onClick. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface FooterMenuProps {
  items: FooterMenuItem[];
  ariaLabel: string;
  className?: string;
}

const shown = (n: number) => (n > BADGE_MAX ? `${BADGE_MAX}+` : String(n));

function FooterMenuEntry({ item }: { item: FooterMenuItem }) {
  const counts = (item.counts ?? []).filter((c) => c.count > 0);
  // The counts are the item's description (the useStatusMark hook), never part of its name.
  const { hostProps, mark } = useStatusMark('unread', {
    description: counts.length ? counts.map((c) => c.label).join(', ') : null,
    dot: false,
  });
  const content = (
    <>
      <span className="ui-footer-menu__icon" aria-hidden="true">
        {item.icon}
      </span>
      {counts.length ? (
        <span className="ui-footer-menu__counts" aria-hidden="true">
          {counts.map((c) => (
            <span key={c.id} className={cx('ui-footer-menu__count', `ui-footer-menu__count--${c.id}`)}>
              {c.icon ? <span className="ui-footer-menu__count-icon">{c.icon}</span> : null}
              {shown(c.count)}
            </span>
          ))}
        </span>
      ) : null}
      <span className="ui-footer-menu__label">{item.label}</span>
      {mark}
    </>
  );
  const common = {
    className: 'ui-footer-menu__item',
    'aria-current': item.active ? ('page' as const) : undefined,
    onClick: item.onClick,
    ...hostProps,
  };
  return item.href ? (
    <a href={item.href} {...common}>
      {content}
    </a>
  ) : (
    <button type="button" {...common}>
      {content}
    </button>
  );
}

/** The fixed bottom navigation (home, promotions, wallet, service, member...). */
export function FooterMenu({ items, ariaLabel, className }: FooterMenuProps) {
  return (
    <nav aria-label={ariaLabel} className={cx('ui-footer-menu', className)}>
      <ul className="ui-footer-menu__list">
        {items.map((item) => (
          <li key={item.id}>
            <FooterMenuEntry item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
