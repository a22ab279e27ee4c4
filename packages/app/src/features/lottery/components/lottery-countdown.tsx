import { useTranslation } from 'react-i18next';
import { cardRemainingMs, formatCountdown, isNearEnd, type TimedLottery } from '../lottery-time';
import './lottery.css';

/**
 * G-063, G-064: the card countdown, h:mm:ss to the draw or '--:--:--'; under 6 s it is marked
 * near-end (G-065: danger colour plus the visible words 'Closing soon', so it does not rely on
 * colour alone). `now` is the browser clock, ticked by the lobby every 500 ms.
 */
export function LotteryCountdown({ lottery, now }: { lottery: Pick<TimedLottery, 'isSale' | 'drawAt'>; now: number }) {
  const { t } = useTranslation();
  const left = cardRemainingMs(lottery, now);
  const nearEnd = isNearEnd(left);
  return (
    <div className={nearEnd ? 'lott-countdown lott-countdown--near-end' : 'lott-countdown'}>
      <span className="lott-muted">{t('lottery.drawIn')}</span>{' '}
      <span role="timer" aria-label={t('lottery.drawIn')} className="lott-countdown-value">
        {formatCountdown(left)}
      </span>
      {nearEnd && <span className="lott-near-end">{t('lottery.closingSoon')}</span>}
    </div>
  );
}
