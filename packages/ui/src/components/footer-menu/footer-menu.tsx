import { type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Badge } from '../badge/badge';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './footer-menu.css';

export interface FooterMenuItem {
  id: string;
  label: string;
  icon: ReactNode;
  /** The current page: aria-current="page". */
  active?: boolean;
  /** Unread count. */
  badge?: number;
  /** With href the item is a real link; the app passes a router-aware onClick. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface FooterMenuProps {
  items: FooterMenuItem[];
  ariaLabel: string;
  className?: string;
}

/** The fixed bottom navigation (home, promotions, wallet, service, member...). */
export function FooterMenu({ items, ariaLabel, className }: FooterMenuProps) {
  return (
    <nav aria-label={ariaLabel} className={cx('ui-footer-menu', className)}>
      <ul className="ui-footer-menu__list">
        {items.map((item) => {
          const content = (
            <>
              <span className="ui-footer-menu__icon" aria-hidden="true">
                {item.icon}
                <Badge count={item.badge} />
              </span>
              <span className="ui-footer-menu__label">{item.label}</span>
              {item.badge ? <VisuallyHidden> ({item.badge})</VisuallyHidden> : null}
            </>
          );
          const common = {
            className: 'ui-footer-menu__item',
            'aria-current': item.active ? ('page' as const) : undefined,
            onClick: item.onClick,
          };
          return (
            <li key={item.id}>
              {item.href ? (
                <a href={item.href} {...common}>
                  {content}
                </a>
              ) : (
                <button type="button" {...common}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
