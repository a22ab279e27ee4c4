import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { describedBy, FieldMessages } from './field-parts';
import './text-field.css';

/**
 * How the label shows: `visible` above the input (login), or `placeholder`: read by screen readers
 * only and shown as the placeholder, with `* ` in front when required (A-048, the account forms).
 */
export type TextFieldLabelStyle = 'visible' | 'placeholder';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  /** The accessible name of the input. */
  label: string;
  labelStyle?: TextFieldLabelStyle;
  /** Translated messages shown under the input, comma-joined. */
  errors?: readonly string[];
  /** A line under the input that describes it (the limits of an amount, what a captcha wants), before the messages. */
  hint?: ReactNode;
  /** Password fields get a show/hide toggle named with these texts. */
  reveal?: { show: string; hide: string };
  /** Something after the input: an SMS code button, a captcha image, a dialing code. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** One text input with its label, optional reveal toggle and trailing control, and its hint and messages under it. */
export function TextField({
  label,
  labelStyle = 'visible',
  errors = [],
  hint,
  required = false,
  reveal,
  trailing,
  type = 'text',
  className,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const invalid = errors.length > 0;
  const hidden = labelStyle === 'placeholder';
  return (
    <div className={cx('ui-text-field', invalid && 'ui-text-field--invalid', className)}>
      <label htmlFor={id} className={hidden ? undefined : 'ui-text-field__label'}>
        {hidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <div className="ui-text-field__row">
        <input
          {...input}
          ref={ref}
          id={id}
          type={reveal && shown ? 'text' : type}
          placeholder={hidden ? (required ? `* ${label}` : label) : undefined}
          // Also the browser's own check where a form leaves it on (no `noValidate`).
          required={required || undefined}
          aria-required={required || undefined}
          // Also invalid when a form says so without a message here (a refusal shown in a toast).
          aria-invalid={invalid || input['aria-invalid'] || undefined}
          aria-describedby={describedBy({ id, errors, hint })}
          className="ui-text-field__input"
        />
        {reveal ? (
          <button
            type="button"
            className="ui-text-field__reveal"
            aria-pressed={shown}
            aria-label={shown ? reveal.hide : reveal.show}
            onClick={() => setShown((s) => !s)}
          >
            <Icon name={shown ? 'eye-off' : 'eye'} size={20} />
          </button>
        ) : null}
        {trailing}
      </div>
      <FieldMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
