import { useTranslation } from 'react-i18next';
import { shownBalance } from '../money';
import { useWallet } from '../wallet-store';
import { BalanceToggle } from './balance-toggle';
import '../member.css';

/** The balance on deposit and withdraw: loaded when the page opens, it follows the deposit or withdraw's answer. */
export function BalanceLine() {
  const { t } = useTranslation();
  const { sumBalance, refreshing, hidden, toggleHidden } = useWallet();
  return (
    <p className="mem-balance-line">
      <span>{t('member.balance')}</span>{' '}
      <strong data-testid="page-balance" aria-busy={refreshing}>
        {shownBalance(sumBalance, hidden, refreshing)}
      </strong>
      <BalanceToggle hidden={hidden} onToggle={toggleHidden} size={18} />
    </p>
  );
}
