import { type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import './back-header.css';

export interface BackHeaderProps {
  /** The per-route title. */
  title: string;
  /** Where back goes is the app's rule; the header only reports the tap. */
  onBack?: () => void;
  backLabel: string;
  /** Hidden on /m/changePsw. */
  showBack?: boolean;
  /** An optional control at the end (share, refresh...). */
  end?: ReactNode;
  className?: string;
}

/** The header of every non-home page: back arrow, centred h1 title, optional end control (A-005..A-007). */
export function BackHeader({ title, onBack, backLabel, showBack = true, end, className }: BackHeaderProps) {
  return (
    <header className={cx('ui-back-header', className)}>
      <div className="ui-back-header__start">
        {showBack ? <IconButton label={backLabel} icon={<Icon name="back" />} onClick={onBack} /> : null}
      </div>
      <h1 className="ui-back-header__title" title={title}>
        {title}
      </h1>
      <div className="ui-back-header__end">{end}</div>
    </header>
  );
}
