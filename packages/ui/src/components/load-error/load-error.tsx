import { type ButtonHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import './load-error.css';

export interface LoadErrorProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** 'Loading failed, click to retry'. */
  text: string;
  onRetry: () => void;
}

/** A failed load, shown as a full-width button that retries when tapped. */
export function LoadError({ text, onRetry, className, type = 'button', ...rest }: LoadErrorProps) {
  return (
    <button type={type} className={cx('ui-load-error', className)} onClick={onRetry} {...rest}>
      <Icon name="refresh" size={18} />
      {text}
    </button>
  );
}
