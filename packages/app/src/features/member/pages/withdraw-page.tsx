import { WALLET_LIMITS } from '@m/contracts';
import { Button } from '@m/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getMerchantWallet, withdraw } from '../api/member-api';
import { AmountField } from '../components/amount-field';
import { LoadView } from '../../../shared/api/load-view';
import { checkAmount, formatMoney } from '../money';
import { useLoad } from '../../../shared/api/query-cache';
import { setBalance } from '../wallet-store';

/**
 * /m/withdraw (A-018, decided): the merchant wallet (total, available, pending withdrawals),
 * amount within the limits and the balance, the login password to confirm. The amount leaves
 * the balance at once and the record stays PENDING until the operator pays it.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const wallet = useLoad('member.merchant', getMerchantWallet);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pwError, setPwError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pwInput = useRef<HTMLInputElement>(null);
  const pwId = useId();

  const submit = async (e: FormEvent, available: number) => {
    e.preventDefault();
    const checked = checkAmount(amount, WALLET_LIMITS.withdrawMin, WALLET_LIMITS.withdrawMax, available);
    const problem =
      'problem' in checked
        ? t(`member.amountProblem.${checked.problem}`, {
            min: formatMoney(WALLET_LIMITS.withdrawMin),
            max: formatMoney(WALLET_LIMITS.withdrawMax),
          })
        : null;
    setError(problem);
    setPwError(password ? null : t('member.withdraw.passwordRequired'));
    if (problem) return input.current?.focus();
    if (!password || 'problem' in checked) return pwInput.current?.focus();
    setBusy(true);
    try {
      const res = await withdraw(checked.amount, password);
      setBalance(res.sumBalance);
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'member.withdraw.done' });
      setAmount('');
      setPassword('');
      wallet.reload();
    } catch (err) {
      if (isApiError(err) && err.reaction === 'field') {
        setError(t(err.i18nKey));
        input.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mem-page">
      <LoadView state={wallet} spinnerSize="lg">
        {(w) => (
          <>
            <dl className="ui-card mem-dl">
              <dt>{t('member.withdraw.total')}</dt>
              <dd data-testid="withdraw-total">{formatMoney(w.sumBalance)}</dd>
              <dt>{t('member.withdraw.available')}</dt>
              <dd>{formatMoney(w.available)}</dd>
              <dt>{t('member.withdraw.frozen')}</dt>
              <dd>{formatMoney(w.frozen)}</dd>
            </dl>
            <form className="ui-card mem-form" onSubmit={(e) => void submit(e, w.available)} noValidate>
              <AmountField
                inputRef={input}
                value={amount}
                onChange={setAmount}
                error={error}
                hint={t('member.limits', { min: formatMoney(WALLET_LIMITS.withdrawMin), max: formatMoney(WALLET_LIMITS.withdrawMax) })}
              />
              <div className="mem-field">
                <label htmlFor={pwId}>{t('member.withdraw.password')}</label>
                <input
                  ref={pwInput}
                  id={pwId}
                  type="password"
                  className="mem-input"
                  autoComplete="current-password"
                  maxLength={64}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-invalid={pwError ? true : undefined}
                  aria-describedby={pwError ? `${pwId}-err` : undefined}
                />
                {pwError ? (
                  <span id={`${pwId}-err`} className="mem-error" role="alert">
                    {pwError}
                  </span>
                ) : null}
              </div>
              <Button type="submit" block loading={busy} disabled={busy}>
                {t('member.withdraw.submit')}
              </Button>
            </form>
          </>
        )}
      </LoadView>
    </div>
  );
}
