import {
  useId,
  useState,
  type AriaAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './text-field.css';

/**
 * The label, hint and message wiring every field of the library shares (TextField,
 * TextAreaField), so a text input and a text area announce the same way: the control is
 * described by its message first (what to fix), then its hint.
 */
interface FieldMessagesProps {
  /** The control's id; the hint and the message take ids derived from it. */
  id: string;
  /** Translated messages, comma-joined under the control. */
  errors: readonly string[];
  /** A line under the control that describes it: limits, a counter, what to type. */
  hint?: ReactNode;
}

/** The `aria-describedby` of a control: its message, then its hint; undefined without either. */
function describedBy({ id, errors, hint }: FieldMessagesProps): string | undefined {
  const ids = [errors.length > 0 ? `${id}-err` : null, hint != null && hint !== false ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A form's own `aria-invalid` (a field refused without a message of its own) marks the field as a message does. */
const saysInvalid = (value: AriaAttributes['aria-invalid']): boolean => value !== undefined && value !== false && value !== 'false';

/** The hint and the message under a control, in that order. */
function FieldMessages({ id, errors, hint }: FieldMessagesProps) {
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
  // Invalid with a message here, or when the form says so without one (a refusal shown in a toast):
  // either way the box shows it.
  const invalid = errors.length > 0 || saysInvalid(input['aria-invalid']);
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
          aria-invalid={invalid || undefined}
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
  const invalid = errors.length > 0 || saysInvalid(area['aria-invalid']);
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
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy({ id, errors, hint })}
          className="ui-text-field__input ui-text-area-field__input"
        />
      </div>
      <FieldMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
