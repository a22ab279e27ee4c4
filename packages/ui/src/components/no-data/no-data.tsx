import { type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './no-data.css';

/**
 * The empty-state picture: an open, empty box with a spark, drawn with the theme's
 * tokens so it follows light and dark. Decorative; the text says what is empty.
 */
export function EmptyIllustration({ size = 120 }: { size?: number }) {
  return (
    <svg className="ui-no-data__art" width={size} height={(size * 4) / 5} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="86" rx="44" ry="6" className="ui-no-data__shadow" />
      <path d="M22 44 L60 30 L98 44 L98 74 L60 88 L22 74 Z" className="ui-no-data__box" />
      <path d="M22 44 L60 58 L98 44" className="ui-no-data__edge" />
      <path d="M60 58 L60 88" className="ui-no-data__edge" />
      <path d="M22 44 L10 30 L48 16 L60 30 Z" className="ui-no-data__flap" />
      <path d="M98 44 L110 30 L72 16 L60 30 Z" className="ui-no-data__flap" />
      <path d="M84 8 l2.5 6 6 2.5 -6 2.5 -2.5 6 -2.5 -6 -6 -2.5 6 -2.5 Z" className="ui-no-data__spark" />
      <circle cx="30" cy="14" r="3" className="ui-no-data__spark" />
    </svg>
  );
}

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
      <span className="ui-no-data__icon">{icon ?? <EmptyIllustration />}</span>
      <p>{text}</p>
      {action}
    </div>
  );
}
