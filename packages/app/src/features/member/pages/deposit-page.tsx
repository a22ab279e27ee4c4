import type { DepositMethod, DepositMethodInfo, WalletMoveValue } from '@m/contracts';
import { Button } from '@m/ui';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { FormAlert } from '../../../shared/forms/form-alert';
import type { ErrorPlan } from '../../../shared/forms/react-to-error';
import { useDraftForm } from '../../../shared/forms/use-draft';
import { refsOf, useSubmit } from '../../../shared/forms/use-submit';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { deposit, getDepositMethods } from '../api/member-api';
import { AmountField } from '../components/amount-field';
import { LoadView } from '../../../shared/api/load-view';
import { BalanceLine } from '../components/balance-line';
import { checkAmount, formatDateTime, formatMoney } from '../money';
import { useLoad } from '../../../shared/api/query-cache';
import { setBalance } from '../wallet-store';
import '../member.css';

/**
 * /m/voucherCenter (A-018, decided): choose a method, enter an amount (limits of the method, 2
 * decimals), submit; the wallet and the records change at once. `dep_func` = 1 shows the new
 * deposit detail: per-method payee and arrival time, and a receipt after the deposit.
 */
export function DepositPage() {
  const methods = useLoad('member.methods', getDepositMethods);
  return (
    <div className="mem-page">
      <BalanceLine />
      <LoadView state={methods} spinnerSize="lg">
        {(list) => <DepositForm methods={list} />}
      </LoadView>
    </div>
  );
}

/**
 * wallet.deposit's codes (docs/decisions/front-end.md "Form errors"): amount.invalid under the
 * amount with the method's limits from the answer (the server's limits win over the ones shown).
 */
const PLAN: ErrorPlan<'amount'> = {
  fields: ['amount'],
  fieldOf: { 'amount.invalid': 'amount' },
  messages: { 'amount.invalid': 'member.withdraw.amountInvalid' },
  paramsOf: {
    'amount.invalid': (v) => ({
      min: typeof v.min === 'number' ? formatMoney(v.min) : '',
      max: typeof v.max === 'number' ? formatMoney(v.max) : '',
    }),
  },
};

type Values = { method: DepositMethod; amount: string };

export function DepositForm({ methods }: { methods: DepositMethodInfo[] }) {
  const { t } = useTranslation();
  const detail = useSettingsStore((s) => s.settings?.info.mobileTemplate.dep_func === 1);
  // The amount is checked on submit only and its message stays until the next submit.
  const form = useDraftForm<Values>(
    { defaultValues: { method: methods[0]?.code ?? 'PIX' }, reValidateMode: 'onSubmit' },
    { amount: 'deposit.amount' },
  );
  const infoOf = (method: DepositMethod) => methods.find((m) => m.code === method) ?? methods[0];
  const amount = useController({
    control: form.control,
    name: 'amount',
    rules: {
      validate: (v, all) => {
        const limits = infoOf(all.method);
        if (!limits) return true;
        const checked = checkAmount(v, limits.min, limits.max);
        return 'problem' in checked
          ? t(`member.amountProblem.${checked.problem}`, { min: formatMoney(limits.min), max: formatMoney(limits.max) })
          : true;
      },
    },
  });
  const submitting = useSubmit(PLAN);
  const [receipt, setReceipt] = useState<WalletMoveValue | null>(null);
  const info = infoOf(form.watch('method'));
  if (!info) return null;

  const submit = async (values: Values) => {
    const checked = checkAmount(values.amount, info.min, info.max);
    if ('problem' in checked) return;
    await submitting.run(
      () => deposit(checked.amount, info.code, { quiet: true }),
      (res) => {
        setBalance(res.sumBalance);
        form.setValue('amount', '');
        if (detail) setReceipt(res);
        else useUiStore.getState().showToast({ kind: 'success', messageKey: 'member.deposit.done' });
      },
    );
  };

  const refused = submitting.fieldProblem('amount');
  // Limits the answer did not give are the method's own.
  const refusedText = refused
    ? t(refused.messageKey, {
        min: refused.params?.min || formatMoney(info.min),
        max: refused.params?.max || formatMoney(info.max),
      })
    : null;

  if (receipt) {
    return (
      <section className="ui-card" aria-labelledby="dep-receipt">
        <h2 id="dep-receipt" className="mem-h2">
          {t('member.deposit.receipt')}
        </h2>
        <dl className="mem-dl">
          <dt>{t('member.record.id')}</dt>
          <dd>{receipt.record.id}</dd>
          <dt>{t('member.amount')}</dt>
          <dd>{formatMoney(receipt.record.amount)}</dd>
          <dt>{t('member.record.status')}</dt>
          <dd>{t(`member.status.${receipt.record.status}`)}</dd>
          <dt>{t('member.record.time')}</dt>
          <dd>{formatDateTime(receipt.record.createdAt)}</dd>
          <dt>{t('member.balance')}</dt>
          <dd>{formatMoney(receipt.sumBalance)}</dd>
        </dl>
        <div className="mem-actions">
          <Button onClick={() => setReceipt(null)}>{t('member.deposit.again')}</Button>
          <Link className="mem-link" to={`${paths.transactionRecord}?types=D`}>
            {t('member.deposit.viewRecords')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <form className="ui-card mem-form" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <fieldset className="mem-fieldset">
        <legend>{t('member.deposit.method')}</legend>
        <div className={detail ? 'mem-methods mem-methods-detail' : 'mem-methods'}>
          {methods.map((m) => (
            <label key={m.code} className="mem-method">
              <input type="radio" {...form.register('method')} value={m.code} />
              <span className="mem-method-name">{t(`member.methods.${m.code}`)}</span>
              {detail ? (
                <span className="mem-muted">
                  {m.etaMinutes === 0 ? t('member.deposit.instant') : t('member.deposit.eta', { minutes: m.etaMinutes })}
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      {detail ? (
        <p className="mem-muted">
          {t('member.deposit.payee')} <strong>{info.payee}</strong>
        </p>
      ) : null}
      <AmountField
        inputRef={refsOf(amount.field.ref, submitting.fieldRef('amount'))}
        value={amount.field.value}
        onChange={amount.field.onChange}
        error={amount.fieldState.error?.message ?? refusedText}
        hint={t('member.limits', { min: formatMoney(info.min), max: formatMoney(info.max) })}
        quickAmounts={info.quickAmounts}
      />
      <FormAlert problem={submitting.problem} alertRef={submitting.alertRef} onRetry={submitting.retry} />
      <Button type="submit" block loading={submitting.busy} disabled={submitting.busy}>
        {t('member.deposit.submit')}
      </Button>
    </form>
  );
}
