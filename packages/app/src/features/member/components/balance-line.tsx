import { Icon } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney, STARS } from '../money';
import { useWallet } from '../wallet-store';
import '../member.css';

/** The balance on deposit and withdraw: loaded when the page opens, it follows the deposit or withdraw's answer. */
export function BalanceLine() {
  const { t } = useTranslation();
  const { sumBalance, refreshing, hidden, toggleHidden } = useWallet();
  return (
    <p className="mem-balance-line">
      <span>{t('member.balance')}</span>{' '}
      <strong data-testid="page-balance" aria-busy={refreshing}>
        {hidden || refreshing || sumBalance === null ? STARS : formatMoney(sumBalance)}
      </strong>
      <button
        type="button"
        className="mem-icon-btn"
        onClick={toggleHidden}
        aria-pressed={hidden}
        aria-label={hidden ? t('member.bar.show') : t('member.bar.hide')}
      >
        <Icon name={hidden ? 'eye-off' : 'eye'} size={18} />
      </button>
    </p>
  );
}
