import { type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { SpinnerGlyph } from '../spinner/spinner';
import './pull-to-refresh.css';

export interface PullToRefreshProps extends HTMLAttributes<HTMLDivElement> {
  /** The pull hint (key pull_refresh, A-013). */
  text: string;
  refreshing?: boolean;
  /** Shown while refreshing; defaults to `text`. */
  refreshingText?: string;
}

/** The indicator above a pulled list: a hint, or a spinner while refreshing. The app owns the gesture. */
export function PullToRefresh({ text, refreshing = false, refreshingText, className, ...rest }: PullToRefreshProps) {
  return (
    <div role="status" aria-live="polite" aria-busy={refreshing || undefined} className={cx('ui-pull-to-refresh', className)} {...rest}>
      {refreshing ? <SpinnerGlyph size="sm" /> : <Icon name="refresh" size={16} />}
      <span>{refreshing ? (refreshingText ?? text) : text}</span>
    </div>
  );
}
