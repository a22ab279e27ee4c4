import { Icon } from '@m/ui';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface LoginFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Translated messages, shown under the field comma-joined. */
  errors?: string[];
  /** Password fields get a show/hide toggle with these names. */
  reveal?: { show: string; hide: string };
  /** After the input: the SMS code button, the captcha image. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** One input of the login form: visible label, input, optional trailing control, messages under it. */
export function LoginField({ label, errors = [], reveal, trailing, type = 'text', ref, ...input }: LoginFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const invalid = errors.length > 0;
  return (
    <div className={invalid ? 'm-login__field m-login__field--invalid' : 'm-login__field'}>
      <label htmlFor={id} className="m-login__label">
        {label}
      </label>
      <div className="m-login__row">
        <input
          {...input}
          ref={ref}
          id={id}
          type={reveal && shown ? 'text' : type}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-err` : undefined}
          className="m-login__input"
        />
        {reveal ? (
          <button type="button" className="m-login__reveal" aria-pressed={shown} aria-label={shown ? reveal.hide : reveal.show} onClick={() => setShown((s) => !s)}>
            <Icon name={shown ? 'eye-off' : 'eye'} size={20} />
          </button>
        ) : null}
        {trailing}
      </div>
      {invalid ? (
        <p id={`${id}-err`} className="m-login__error" role="alert">
          {errors.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
