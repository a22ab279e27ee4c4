import { TextField } from '@m/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import '../member.css';

export interface AmountFieldProps {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  hint: string;
  quickAmounts?: readonly number[];
  inputRef?: Ref<HTMLInputElement>;
}

/** The amount input of deposit and withdraw: hint with the limits, quick amounts, error announced. */
export function AmountField({ value, onChange, error, hint, quickAmounts, inputRef }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="mem-field">
      <TextField
        label={t('member.amount')}
        ref={inputRef}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        hint={hint}
        errors={error ? [error] : undefined}
      />
      {quickAmounts?.length ? (
        <div className="mem-chips" role="group" aria-label={t('member.quickAmounts')}>
          {quickAmounts.map((a) => (
            <button key={a} type="button" className="mem-chip" aria-pressed={value === String(a)} onClick={() => onChange(String(a))}>
              {a}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
