import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { describedBy, FieldMessages } from '../text-field/field-parts';
import '../text-field/text-field.css';
import './text-area-field.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The accessible name of the text area, shown above it. */
  label: string;
  /** Translated messages shown under the text area, comma-joined. */
  errors?: readonly string[];
  /** A line under the text area that describes it (a character counter, the length wanted), before the messages. */
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * TextField's multi-line twin: the same label, box, hint and messages, and the same wiring
 * (`aria-invalid`, `aria-describedby` to the message then the hint), for a remark or a comment.
 */
export function TextAreaField({ label, errors = [], hint, required = false, className, ref, ...area }: TextAreaFieldProps) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={cx('ui-text-field', invalid && 'ui-text-field--invalid', className)}>
      <label htmlFor={id} className="ui-text-field__label">
        {label}
      </label>
      <div className="ui-text-field__row ui-text-area-field__row">
        <textarea
          {...area}
          ref={ref}
          id={id}
          // Also the browser's own check where a form leaves it on (no `noValidate`).
          required={required || undefined}
          aria-required={required || undefined}
          // Also invalid when a form says so without a message here.
          aria-invalid={invalid || area['aria-invalid'] || undefined}
          aria-describedby={describedBy({ id, errors, hint })}
          className="ui-text-field__input ui-text-area-field__input"
        />
      </div>
      <FieldMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
