import type { ToastPlacement } from '@m/ui';

/** Elements a user types into: a toast must not cover them. */
const TEXT_INPUT = /^(INPUT|TEXTAREA|SELECT)$/;
const FIELD = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select';

/**
 * Where toasts stand: in their usual place (a third down) unless the user is typing or has just
 * sent a form; then on the other half of the screen from the fields (the focused one, else the
 * first of the form), so the wrong-password toast never covers the username being corrected.
 */
export function toastPlacement(focused: Element | null, viewportHeight: number): ToastPlacement {
  if (!focused) return 'center';
  // A form's button is disabled while it sends, which drops the focus to <body>: an open dialog's
  // form is then the one just sent.
  const scope = TEXT_INPUT.test(focused.tagName)
    ? null
    : (focused.closest('form') ??
      (focused === focused.ownerDocument.body ? focused.ownerDocument.querySelector('[aria-modal="true"] form') : null));
  const field = TEXT_INPUT.test(focused.tagName) ? focused : scope?.querySelector(FIELD);
  if (!field) return 'center';
  const r = field.getBoundingClientRect();
  return (r.top + r.bottom) / 2 < viewportHeight / 2 ? 'bottom' : 'top';
}
