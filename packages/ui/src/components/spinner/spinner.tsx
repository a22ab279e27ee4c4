import { type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Read by screen readers, e.g. 'Loading'. */
  label: string;
  size?: SpinnerSize;
}

/** A loading indicator announced as a status with a visually hidden label. */
export function Spinner({ label, size = 'md', className, ...rest }: SpinnerProps) {
  return (
    <span role="status" className={cx('ui-spinner', className)} {...rest}>
      <SpinnerGlyph size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** The spinning ring alone, decorative: for places that announce loading themselves (Button, toasts). */
export function SpinnerGlyph({ size = 'md', className }: { size?: SpinnerSize; className?: string }) {
  return <span aria-hidden="true" className={cx('ui-spinner__glyph', `ui-spinner__glyph--${size}`, className)} />;
}
