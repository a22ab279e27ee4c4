import { type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import './no-data.css';

export interface NoDataProps extends HTMLAttributes<HTMLDivElement> {
  /** The no-data text (key in_no_data, A-013). */
  text: string;
  icon?: ReactNode;
  /** An optional next step, e.g. a button to go to the games. */
  action?: ReactNode;
}

/** The empty-list placeholder. */
export function NoData({ text, icon, action, className, ...rest }: NoDataProps) {
  return (
    <div className={cx('ui-no-data', className)} {...rest}>
      <span className="ui-no-data__icon">{icon ?? <Icon name="mail" size={56} />}</span>
      <p>{text}</p>
      {action}
    </div>
  );
}
