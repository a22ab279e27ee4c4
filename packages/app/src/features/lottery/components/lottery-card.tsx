import { Button, Card } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useSiteImage } from '../../../shared/site-image';
import { formatWinningDate, type TimedLottery } from '../lottery-time';
import { LotteryCountdown } from './lottery-countdown';
import { PrizeTiers } from './prize-tiers';
import './lottery.css';

export interface LotteryCardProps {
  lottery: TimedLottery;
  onPlay: (lottery: TimedLottery) => void;
}

/**
 * G-060: the lottery's logo and name, previous winning date (weekday MM-DD-YYYY), prize tiers, the
 * draw on sale with its countdown, and the play button. A lottery not on sale (G-063: '--:--:--')
 * cannot be played: the button is disabled and says why, with the words the backend's refusal
 * (lottery.closed) would show, rather than inviting a tap that can only be refused.
 */
export function LotteryCard({ lottery, onPlay }: LotteryCardProps) {
  const { t, i18n } = useTranslation();
  const siteImage = useSiteImage();
  const date = formatWinningDate(lottery.previousWinningTime, i18n.language);
  const closed = !lottery.isSale;
  const reasonId = `lott-card-${lottery.code}-closed`;
  return (
    <Card
      as="article"
      className="lott-card"
      titleId={`lott-card-${lottery.code}`}
      media={
        lottery.mobileIconUrl ? (
          <img className="lott-logo lott-logo--card" src={siteImage(lottery.mobileIconUrl)} alt="" width={40} height={40} />
        ) : undefined
      }
      title={lottery.remark}
      subtitle={date ? t('lottery.previousDraw', { date }) : t('lottery.noPreviousDraw')}
    >
      <PrizeTiers winningNumber={lottery.previousWinningNumber} emptyText={t('lottery.noPreviousDraw')} />
      <footer className="lott-card-foot">
        {/* The draw on sale goes with its countdown (docs/decisions/lottery.md, the card's header): the header keeps one line for the previous draw. */}
        <div className="lott-card-next">
          <span className="lott-muted">{t('lottery.numero', { numero: lottery.numero })}</span>
          <LotteryCountdown lottery={lottery} />
        </div>
        <Button
          onClick={() => onPlay(lottery)}
          disabled={closed}
          aria-label={t('lottery.playName', { name: lottery.remark })}
          aria-describedby={closed ? reasonId : undefined}
        >
          {t('lottery.play')}
        </Button>
      </footer>
      {closed && (
        <p id={reasonId} className="lott-card-closed">
          {t('errors.lottery_closed')}
        </p>
      )}
    </Card>
  );
}
