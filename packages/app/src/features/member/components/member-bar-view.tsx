import { Icon } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { shownBalance } from '../money';
import { BalanceToggle } from './balance-toggle';
import '../member.css';

export interface MemberBarViewProps {
  name: string;
  avatarUrl: string | null;
  /** sumBalance; null while unknown. */
  balance: number | null;
  hidden: boolean;
  refreshing: boolean;
  onToggleHidden: () => void;
  onRefresh: () => void;
  onAvatar: () => void;
}

/**
 * The member bar of home (A-160..A-162): avatar (opens the member centre), nickname else account,
 * sumBalance with 2 decimals; stars while hidden or refreshing.
 */
export function MemberBarView({ name, avatarUrl, balance, hidden, refreshing, onToggleHidden, onRefresh, onAvatar }: MemberBarViewProps) {
  const { t } = useTranslation();
  const shown = shownBalance(balance, hidden, refreshing);
  return (
    <section className="mem-bar" aria-label={t('member.bar.label')}>
      <button type="button" className="mem-avatar-btn" onClick={onAvatar} aria-label={t('member.bar.openCentre')}>
        {avatarUrl ? <img className="mem-avatar" src={avatarUrl} alt="" width={44} height={44} /> : <Icon name="user" size={32} />}
      </button>
      <div className="mem-bar-text">
        <span className="mem-bar-name">{name}</span>
        <span className="mem-bar-balance">
          <span className="mem-muted">{t('member.balance')}</span>{' '}
          <strong data-testid="sum-balance" aria-busy={refreshing}>
            {shown}
          </strong>
        </span>
      </div>
      <BalanceToggle hidden={hidden} onToggle={onToggleHidden} size={20} />
      <button type="button" className="mem-icon-btn" onClick={onRefresh} disabled={refreshing} aria-label={t('member.bar.refresh')}>
        <Icon name="refresh" size={20} />
      </button>
    </section>
  );
}
