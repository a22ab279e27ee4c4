import { type ChangeEvent, useId } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './language-switch.css';

export interface LanguageOption {
  value: string;
  label: string;
}

export interface LanguageSwitchProps {
  /** Accessible name, e.g. 'Language'. */
  label: string;
  value: string;
  options: LanguageOption[];
  onChange: (value: string) => void;
  className?: string;
}

/** A compact language picker: a native select (best on mobile) with a globe icon and a hidden label. */
export function LanguageSwitch({ label, value, options, onChange, className }: LanguageSwitchProps) {
  const id = useId();
  return (
    <span className={cx('ui-language-switch', className)}>
      <VisuallyHidden>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <Icon name="globe" size={16} className="ui-language-switch__icon" />
      <select
        id={id}
        className="ui-language-switch__select"
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
