import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TIMING, prefersReducedMotion } from '../../timing';
import { cx } from '../../utils/cx';
import { focusableWithin } from '../../utils/focusable';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import './modal.css';

export type ModalAnimation = 'fade' | 'slide' | 'zoom';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; it also names the dialog. */
  title?: ReactNode;
  /** Panel animation: fade 200 ms, slide or zoom 300 ms. */
  animation?: ModalAnimation;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Tapping the mask closes (default true). */
  closeOnMask?: boolean;
  /** Escape closes (default true); off for popups the user must complete. */
  closeOnEscape?: boolean;
  /** Shows the close button (default true). */
  showClose?: boolean;
  /** Names the dialog when there is no visible title. */
  ariaLabel?: string;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** Ids of the open modals, innermost last: Escape closes only the topmost one. */
const openStack: string[] = [];
/** The page's own overflow, saved when the first modal opens and given back when the last one closes. */
let pageOverflow = '';

function exitMs(animation: ModalAnimation): number {
  if (prefersReducedMotion()) return 0;
  return animation === 'fade' ? TIMING.fadeMs : animation === 'slide' ? TIMING.slideMs : TIMING.zoomMs;
}

/**
 * A popup dialog rendered into document.body. It stays mounted through its exit animation and is
 * removed afterwards. Focus moves in on open, is kept inside, and returns to the opener on close.
 */
export function Modal({
  open,
  onClose,
  title,
  animation = 'zoom',
  closeLabel,
  closeOnMask = true,
  closeOnEscape = true,
  showClose = true,
  ariaLabel,
  children,
  footer,
  className,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Keep the dialog mounted while its exit animation plays (state adjusted during render, as React advises).
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);
  const [prevOpen, setPrevOpen] = useState(open);
  if (open !== prevOpen) {
    setPrevOpen(open);
    if (open) {
      setMounted(true);
      setClosing(false);
    } else if (mounted) {
      setClosing(true);
    }
  }

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setMounted(false);
      setClosing(false);
    }, exitMs(animation));
    return () => clearTimeout(timer);
  }, [closing, animation]);

  const active = mounted && !closing;

  // Focus in on open, back to the opener on close; lock page scroll; register for Escape.
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The first control of the content, else the dialog itself (a form still loading): never the
    // header's close button, which would open the dialog on a focus ring and a keyboard user's next
    // Tab would leave the content behind. The dialog is named by its title, so a screen reader says it.
    const first =
      focusableWithin(panel?.querySelector('.ui-modal__body') ?? null)[0] ??
      focusableWithin(panel?.querySelector('.ui-modal__footer') ?? null)[0] ??
      panel;
    first?.focus();

    // The lock belongs to the stack, not to each modal: modals may close in any order (a popup
    // closing under its slider check) and the page scrolls again only when none is open.
    if (openStack.length === 0) pageOverflow = document.body.style.overflow;
    openStack.push(id);
    document.body.style.overflow = 'hidden';

    return () => {
      const index = openStack.lastIndexOf(id);
      if (index >= 0) openStack.splice(index, 1);
      if (openStack.length === 0) document.body.style.overflow = pageOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [active, id]);

  useEffect(() => {
    if (!active || !closeOnEscape) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && openStack[openStack.length - 1] === id) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, closeOnEscape, id]);

  if (!mounted || typeof document === 'undefined') return null;

  // Tab and Shift+Tab wrap around inside the panel.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const items = focusableWithin(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === panelRef.current)) {
      event.preventDefault();
      lastItem?.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem?.focus();
    }
  };

  const hasHeader = Boolean(title) || showClose;

  return createPortal(
    <div className={cx('ui-modal', `ui-modal--${animation}`)} data-state={closing ? 'closing' : 'open'}>
      <div
        className="ui-modal__mask"
        data-testid="modal-mask"
        aria-hidden="true"
        onClick={closeOnMask && !closing ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx('ui-modal__panel', className)}
        onKeyDown={trapTab}
      >
        {hasHeader ? (
          <div className="ui-modal__header">
            {title ? (
              <h2 id={titleId} className="ui-modal__title">
                {title}
              </h2>
            ) : null}
            {showClose ? (
              <IconButton
                className="ui-modal__close"
                label={closeLabel}
                icon={<Icon name="close" />}
                onClick={() => onCloseRef.current()}
              />
            ) : null}
          </div>
        ) : null}
        <div className="ui-modal__body">{children}</div>
        {footer ? <div className="ui-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
