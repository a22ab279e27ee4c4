import type { ReactNode } from 'react';

/**
 * The label, hint and message wiring every field of the library shares (TextField,
 * TextAreaField), so a text input and a text area announce the same way: the control is
 * described by its message first (what to fix), then its hint.
 */
export interface FieldMessagesProps {
  /** The control's id; the hint and the message take ids derived from it. */
  id: string;
  /** Translated messages, comma-joined under the control. */
  errors: readonly string[];
  /** A line under the control that describes it: limits, a counter, what to type. */
  hint?: ReactNode;
}

/** The `aria-describedby` of a control: its message, then its hint; undefined without either. */
export function describedBy({ id, errors, hint }: FieldMessagesProps): string | undefined {
  const ids = [errors.length > 0 ? `${id}-err` : null, hint != null && hint !== false ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The hint and the message under a control, in that order. */
export function FieldMessages({ id, errors, hint }: FieldMessagesProps) {
  return (
    <>
      {hint != null && hint !== false ? (
        <div id={`${id}-hint`} className="ui-text-field__hint">
          {hint}
        </div>
      ) : null}
      {errors.length > 0 ? (
        <p id={`${id}-err`} className="ui-text-field__error" role="alert">
          {errors.join(', ')}
        </p>
      ) : null}
    </>
  );
}
