import { type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import './error-page.css';

export interface ErrorPageProps {
  icon?: ReactNode;
  title: string;
  message: ReactNode;
  /** Extra facts, e.g. the visitor's IP on the IP-restricted page. */
  details?: ReactNode;
  /** The contact-support / contact-service button. */
  actionLabel?: string;
  onAction?: () => void;
  children?: ReactNode;
  className?: string;
}

/** A full-screen status page: maintenance, IP-restricted. The page's <main> with an h1. */
export function ErrorPage({ icon, title, message, details, actionLabel, onAction, children, className }: ErrorPageProps) {
  return (
    <main className={cx('ui-error-page', className)}>
      <span className="ui-error-page__icon">{icon ?? <Icon name="warning" size={64} />}</span>
      <h1 className="ui-error-page__title">{title}</h1>
      <div className="ui-error-page__message">{message}</div>
      {details ? <div className="ui-error-page__details">{details}</div> : null}
      {actionLabel && onAction ? (
        <Button className="ui-error-page__action" block onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
      {children}
    </main>
  );
}
