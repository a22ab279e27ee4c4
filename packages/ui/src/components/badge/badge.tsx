import { type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Unread count; 0 or less renders nothing, above 99 shows "99+". */
  count?: number;
  /**
   * A plain dot. The site's unread dots and highlights use `useStatusMark` instead (an accessible
   * description and data-unread on the control that carries them, docs/decisions/front-end.md A-117).
   */
  dot?: boolean;
  /** What the badge means for screen readers, e.g. '3 unread messages'. */
  label?: string;
}

export const BADGE_MAX = 99;

/** An unread marker: a number or a dot. Renders nothing when there is nothing unread. */
export function Badge({ count, dot = false, label, className, ...rest }: BadgeProps) {
  const hasCount = count !== undefined && count > 0;
  if (!hasCount && !dot) return null;
  const shown = hasCount ? (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)) : '';
  return (
    <span className={cx('ui-badge', !hasCount && 'ui-badge--dot', className)} {...rest}>
      {shown ? <span aria-hidden={label ? true : undefined}>{shown}</span> : null}
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}
