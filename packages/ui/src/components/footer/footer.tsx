import { type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './footer.css';

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** Paragraphs of footer text (licence, responsible gaming, copyright). */
  children: ReactNode;
}

/** The page's content-info footer; leaves room for the fixed FooterMenu below it. */
export function Footer({ children, className, ...rest }: FooterProps) {
  return (
    <footer className={cx('ui-footer', className)} {...rest}>
      {children}
    </footer>
  );
}
