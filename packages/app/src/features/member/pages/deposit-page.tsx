import type { DepositMethod, DepositMethodInfo, WalletMoveValue } from '@m/contracts';
import { Button } from '@m/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { isApiError } from '../../../shared/api/api-error';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { deposit, getDepositMethods } from '../api/member-api';
import { AmountField } from '../components/amount-field';
import { LoadView } from '../../../shared/api/load-view';
import { BalanceLine } from '../components/balance-line';
import { checkAmount, formatDateTime, formatMoney } from '../money';
import { useLoad } from '../../../shared/api/query-cache';
import { setBalance } from '../wallet-store';

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

export function DepositForm({ methods }: { methods: DepositMethodInfo[] }) {
  const { t } = useTranslation();
  const detail = useSettingsStore((s) => s.settings?.info.mobileTemplate.dep_func === 1);
  const [method, setMethod] = useState<DepositMethod>(methods[0]?.code ?? 'PIX');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<WalletMoveValue | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const info = methods.find((m) => m.code === method) ?? methods[0];
  if (!info) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkAmount(amount, info.min, info.max);
    if ('problem' in checked) {
      setError(t(`member.amountProblem.${checked.problem}`, { min: formatMoney(info.min), max: formatMoney(info.max) }));
      input.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const res = await deposit(checked.amount, info.code);
      setBalance(res.sumBalance);
      setAmount('');
      if (detail) setReceipt(res);
      else useUiStore.getState().showToast({ kind: 'success', messageKey: 'member.deposit.done' });
    } catch (err) {
      if (isApiError(err) && err.reaction === 'field') {
        setError(t(err.i18nKey));
        input.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

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
    <form className="ui-card mem-form" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="mem-fieldset">
        <legend>{t('member.deposit.method')}</legend>
        <div className={detail ? 'mem-methods mem-methods-detail' : 'mem-methods'}>
          {methods.map((m) => (
            <label key={m.code} className="mem-method">
              <input type="radio" name="method" value={m.code} checked={m.code === method} onChange={() => setMethod(m.code)} />
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
        inputRef={input}
        value={amount}
        onChange={setAmount}
        error={error}
        hint={t('member.limits', { min: formatMoney(info.min), max: formatMoney(info.max) })}
        quickAmounts={info.quickAmounts}
      />
      <Button type="submit" block loading={busy} disabled={busy}>
        {t('member.deposit.submit')}
      </Button>
    </form>
  );
}
