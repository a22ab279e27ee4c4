import { type ButtonHTMLAttributes, type ReactNode, forwardRef } from 'react';
import { cx } from '../../utils/cx';
import './icon-button.css';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name (aria-label): an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
}

/** A round, touch-sized button showing only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} aria-label={label} className={cx('ui-icon-button', className)} {...rest}>
      {icon}
    </button>
  );
});
