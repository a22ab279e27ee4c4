import { type ComponentPropsWithoutRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** `inset` draws the list as its own card; `plain` (inside a Card, a modal) only divides the rows. */
  variant?: 'inset' | 'plain';
  children?: ReactNode;
}

/**
 * The site's one list: rows of `--ui-list-row-height` at least, divided by
 * `--ui-list-divider`. Records, messages, notices and menus use it in every area.
 */
export function List({ variant = 'plain', className, children, ...rest }: ListProps) {
  return (
    <ul className={cx('ui-list', variant === 'inset' && 'ui-list--inset', className)} {...rest}>
      {children}
    </ul>
  );
}

interface ListRowOwnProps<E extends ElementType> {
  /** The element the row is: `div` (static), `button`, `a`, or a router's link component. */
  as?: E;
  /** An icon, avatar or logo at the start. */
  leading?: ReactNode;
  /** The row's main text. */
  title: ReactNode;
  /** A second, muted line (a date, a status). */
  description?: ReactNode;
  /** A value at the end (an amount, a badge). */
  trailing?: ReactNode;
  /** A chevron at the end: the row opens something. */
  chevron?: boolean;
  className?: string;
}

export type ListRowProps<E extends ElementType = 'div'> = ListRowOwnProps<E> & Omit<ComponentPropsWithoutRef<E>, keyof ListRowOwnProps<E>>;

/** One row of a List, inside its `<li>`; pass `as` to make the whole row the link or button. */
export function ListRow<E extends ElementType = 'div'>({
  as,
  leading,
  title,
  description,
  trailing,
  chevron = false,
  className,
  ...rest
}: ListRowProps<E>) {
  const Tag: ElementType = as ?? 'div';
  return (
    <Tag className={cx('ui-list__row', as !== undefined && as !== 'div' && 'ui-list__row--action', className)} {...rest}>
      {leading !== undefined ? <span className="ui-list__leading">{leading}</span> : null}
      <span className="ui-list__text">
        <span className="ui-list__title">{title}</span>
        {description !== undefined ? <span className="ui-list__description">{description}</span> : null}
      </span>
      {trailing !== undefined ? <span className="ui-list__trailing">{trailing}</span> : null}
      {chevron ? <Icon name="forward" size={18} className="ui-list__chevron" /> : null}
    </Tag>
  );
}
