import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cx } from '../../utils/cx';
import { SpinnerGlyph } from '../spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'sm';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** Busy: shows a spinner, sets aria-busy and disables the button so it cannot be sent twice. */
  loading?: boolean;
}

/** The site's button. `type` defaults to "button" so a button in a form never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', block = false, loading = false, disabled, className, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx('ui-button', `ui-button--${variant}`, `ui-button--${size}`, block && 'ui-button--block', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <SpinnerGlyph size="sm" /> : null}
      {children}
    </button>
  );
});
