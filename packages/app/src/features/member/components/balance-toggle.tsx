import { Icon } from '@m/ui';
import { useTranslation } from 'react-i18next';
import '../member.css';

/** the eye that hides and shows the balance (home's member bar, deposit and withdraw); pressed while hidden. */
export function BalanceToggle({ hidden, onToggle, size }: { hidden: boolean; onToggle: () => void; size: number }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="mem-icon-btn"
      onClick={onToggle}
      aria-pressed={hidden}
      aria-label={hidden ? t('member.bar.show') : t('member.bar.hide')}
    >
      <Icon name={hidden ? 'eye-off' : 'eye'} size={size} />
    </button>
  );
}
