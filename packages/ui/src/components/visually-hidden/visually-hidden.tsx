import { type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import './visually-hidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only (labels of icon-only controls, spinner labels). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={cx('ui-visually-hidden', className)} {...rest} />;
}
