import { Icon, VisuallyHidden } from '@m/ui';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  /** Names the input (visually hidden) and, with an asterisk when required, fills the placeholder. */
  label: string;
  /** Translated messages shown under the field, comma-joined. */
  errors?: string[];
  required?: boolean;
  /** Password fields get a show/hide toggle with these names. */
  reveal?: { show: string; hide: string };
  /** Something after the input (the SMS code button, a captcha image). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** One input of the account forms: label, asterisk placeholder, messages under it, optional reveal toggle. */
export function TextField({ label, errors = [], required = false, reveal, trailing, type = 'text', className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const invalid = errors.length > 0;
  return (
    <div className={['m-field', invalid ? 'm-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="m-field__row">
        <label htmlFor={id}>
          <VisuallyHidden>{label}</VisuallyHidden>
        </label>
        <input
          {...input}
          ref={ref}
          id={id}
          type={reveal && shown ? 'text' : type}
          placeholder={required ? `* ${label}` : label}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-err` : undefined}
          className="m-field__input"
        />
        {reveal ? (
          <button type="button" className="m-field__reveal" aria-pressed={shown} aria-label={shown ? reveal.hide : reveal.show} onClick={() => setShown((s) => !s)}>
            <Icon name={shown ? 'eye-off' : 'eye'} size={20} />
          </button>
        ) : null}
        {trailing}
      </div>
      {invalid ? (
        <p id={`${id}-err`} className="m-field__error" role="alert">
          {errors.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
