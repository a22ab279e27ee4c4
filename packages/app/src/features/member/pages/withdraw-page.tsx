import { useTranslation } from 'react-i18next';
import { getMerchantWallet } from '../api/member-api';
import { LoadView } from '../../../shared/api/load-view';
import { formatMoney } from '../money';
import { useLoad } from '../../../shared/api/query-cache';
import { WithdrawForm } from '../components/withdraw-form';
import '../member.css';

/**
 * /m/withdraw (A-018, decided): the merchant wallet (total, available, pending withdrawals),
 * amount within the limits and the balance, the login password to confirm. The amount leaves
 * the balance at once and the record stays PENDING until the operator pays it.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const wallet = useLoad('member.merchant', getMerchantWallet);

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
            <WithdrawForm available={w.available} onWalletChanged={wallet.reload} />
          </>
        )}
      </LoadView>
    </div>
  );
}
