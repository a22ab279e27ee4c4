import { useTranslation } from 'react-i18next';
import { COUNTDOWN_TICK_MS } from '../../../shared/constants';
import { useServerTime } from '../../../shared/time/use-server-now';
import { cardRemainingMs, formatCountdown, isNearEnd, type TimedLottery } from '../lottery-time';
import './lottery.css';

/**
 * G-063, G-064: the card countdown, h:mm:ss to the draw or '--:--:--'; under 6 s it is marked
 * near-end (G-065: danger colour plus the visible words 'Closing soon', so it does not rely on
 * colour alone). It reads the server's clock every 500 ms and renders when its text changes.
 */
export function LotteryCountdown({ lottery }: { lottery: Pick<TimedLottery, 'isSale' | 'drawAt'> }) {
  const { t } = useTranslation();
  const text = useServerTime(COUNTDOWN_TICK_MS, (now) => formatCountdown(cardRemainingMs(lottery, now)));
  const nearEnd = useServerTime(COUNTDOWN_TICK_MS, (now) => isNearEnd(cardRemainingMs(lottery, now)));
  return (
    <div className={nearEnd ? 'lott-countdown lott-countdown--near-end' : 'lott-countdown'}>
      <span className="lott-muted">{t('lottery.drawIn')}</span>{' '}
      <span role="timer" aria-label={t('lottery.drawIn')} className="lott-countdown-value">
        {text}
      </span>
      {nearEnd && <span className="lott-near-end">{t('lottery.closingSoon')}</span>}
    </div>
  );
}
