import { type ReactNode, useEffect, useRef } from 'react';
import { LOADING_TOAST_MS, TOAST_DURATION } from '../../timing';
import { cx } from '../../utils/cx';
import { SpinnerGlyph } from '../spinner/spinner';
import './toast-host.css';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  /** How long it stays; default TOAST_DURATION.short (3 s), loading toasts 10 s. */
  durationMs?: number;
}

export interface ToastHostProps {
  toasts: ToastItem[];
  /** Called when a toast's time is up; the owner removes it from `toasts`. */
  onDismiss: (id: string) => void;
  /**
   * Where the toasts stand: 'center' (a third down the screen, the default), or 'top' / 'bottom'
   * to keep clear of the field being edited (a toast never covers it).
   */
  placement?: ToastPlacement;
  /**
   * Toasts stay until their owner removes them: Storybook holds a story's error state for a
   * reviewer (its `toasts: 'hold'` parameter). The site never sets it: a toast always times out.
   */
  hold?: boolean;
  className?: string;
}

export type ToastPlacement = 'center' | 'top' | 'bottom';

/** The default display time of a toast of this kind. */
export function defaultToastDuration(kind: ToastKind): number {
  return kind === 'loading' ? LOADING_TOAST_MS : TOAST_DURATION.short;
}

/** Shows the toasts the app keeps in its store; each one asks to be dismissed when its time is up. */
export function ToastHost({ toasts, onDismiss, placement = 'center', hold = false, className }: ToastHostProps) {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });
  return (
    <div className={cx('ui-toast-host', placement !== 'center' && `ui-toast-host--${placement}`, className)} data-hold={hold || undefined}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} hold={hold} onDismiss={(id) => onDismissRef.current(id)} />
      ))}
    </div>
  );
}

function Toast({ toast, hold, onDismiss }: { toast: ToastItem; hold: boolean; onDismiss: (id: string) => void }) {
  const { id, kind, message } = toast;
  const durationMs = toast.durationMs ?? defaultToastDuration(kind);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  // The timer restarts only when the toast itself changes (same id with a new duration), not on re-render.
  useEffect(() => {
    if (hold) return undefined;
    const timer = setTimeout(() => dismissRef.current(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, hold]);

  const isError = kind === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-busy={kind === 'loading' || undefined}
      className={cx('ui-toast', `ui-toast--${kind}`)}
      data-kind={kind}
    >
      {kind === 'loading' ? <SpinnerGlyph size="lg" /> : null}
      <span>{message}</span>
    </div>
  );
}
