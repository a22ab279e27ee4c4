import { WALLET_LIMITS } from '@m/contracts';
import { Button, TextField } from '@m/ui';
import type { FormEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import type { ErrorPlan } from '../../../shared/forms/react-to-error';
import { useDraftForm } from '../../../shared/forms/use-draft';
import { refsOf, useSubmit } from '../../../shared/forms/use-submit';
import { useUiStore } from '../../../shared/stores/ui-store';
import { withdraw } from '../api/member-api';
import { checkAmount, formatMoney } from '../money';
import { setBalance } from '../wallet-store';
import { AmountField } from './amount-field';
import '../member.css';

const limits = () => ({ min: formatMoney(WALLET_LIMITS.withdrawMin), max: formatMoney(WALLET_LIMITS.withdrawMax) });

/**
 * wallet.withdraw's codes on this form (docs/decisions/front-end.md "Form errors"):
 * `amount.invalid` and `balance.insufficient` under the amount (reaction field), `password.wrong`
 * the table's toast with the withdraw form's own text, focus on the password.
 */
const PLAN: ErrorPlan<'amount' | 'password'> = {
  fields: ['amount', 'password'],
  fieldOf: { 'amount.invalid': 'amount', 'balance.insufficient': 'amount', 'password.wrong': 'password' },
  messages: {
    'amount.invalid': 'member.withdraw.amountInvalid',
    'balance.insufficient': 'member.withdraw.balanceInsufficient',
    'password.wrong': 'member.withdraw.passwordWrong',
  },
  paramsOf: {
    'amount.invalid': (v) => ({
      min: formatMoney(typeof v.min === 'number' ? v.min : WALLET_LIMITS.withdrawMin),
      max: formatMoney(typeof v.max === 'number' ? v.max : WALLET_LIMITS.withdrawMax),
    }),
  },
};

export interface WithdrawFormProps {
  available: number;
  /** The wallet changed on the server (a withdrawal, or a balance found lower than shown). */
  onWalletChanged: () => void;
}

/**
 * The withdraw form: amount within the limits and the available balance, the login
 * password to confirm. The amount typed is a draft that outlives a session ended mid-form.
 */
export function WithdrawForm({ available, onWalletChanged }: WithdrawFormProps) {
  const { t } = useTranslation();
  // Both fields are checked on submit, focus on the first failing one; messages stay until the next submit.
  const form = useDraftForm<{ amount: string; password: string }>(
    { defaultValues: { password: '' }, reValidateMode: 'onSubmit' },
    { amount: 'withdraw.amount' },
  );
  const check = (amount: string) => checkAmount(amount, WALLET_LIMITS.withdrawMin, WALLET_LIMITS.withdrawMax, available);
  const amount = useController({
    control: form.control,
    name: 'amount',
    rules: {
      validate: (v) => {
        const checked = check(v);
        return 'problem' in checked ? t(`member.amountProblem.${checked.problem}`, limits()) : true;
      },
    },
  });
  const submit = useSubmit(PLAN);
  const { errors } = form.formState;

  const amountProblem = submit.fieldProblem('amount');
  const amountError = amount.fieldState.error?.message ?? (amountProblem ? t(amountProblem.messageKey, amountProblem.params) : null);
  const pwError = errors.password?.message ?? null;
  const password = form.register('password', { validate: (v) => (v ? true : t('member.withdraw.passwordRequired')) });

  const send = (values: { amount: string; password: string }) => {
    const checked = check(values.amount);
    if ('problem' in checked) return;
    void submit.run(
      () => withdraw(checked.amount, values.password, { quiet: true }),
      (res) => {
        setBalance(res.sumBalance);
        useUiStore.getState().showToast({ kind: 'success', messageKey: 'member.withdraw.done' });
        form.setValue('amount', '');
        form.setValue('password', '');
        onWalletChanged();
      },
      // A balance lower than shown: the wallet on screen is out of date, so it is read again.
      (refused) => {
        if (refused.code === 'balance.insufficient') onWalletChanged();
      },
    );
  };

  const onSubmit = (e: FormEvent) => {
    submit.clear();
    void form.handleSubmit(send)(e);
  };

  return (
    <form className="ui-card mem-form" onSubmit={onSubmit} noValidate aria-busy={submit.busy || undefined}>
      <AmountField
        inputRef={refsOf(amount.field.ref, submit.fieldRef('amount'))}
        value={amount.field.value}
        onChange={amount.field.onChange}
        error={amountError}
        hint={t('member.limits', limits())}
      />
      <TextField
        label={t('member.withdraw.password')}
        {...password}
        ref={refsOf(password.ref, submit.fieldRef('password'))}
        type="password"
        autoComplete="current-password"
        maxLength={64}
        // Also invalid after a refused password, which the toast reports (no message here).
        aria-invalid={submit.invalid('password') || undefined}
        errors={pwError ? [pwError] : undefined}
      />
      <FormAlert problem={submit.problem} alertRef={submit.alertRef} onRetry={submit.retry} />
      <Button type="submit" block loading={submit.busy} disabled={submit.busy}>
        {t('member.withdraw.submit')}
      </Button>
    </form>
  );
}
