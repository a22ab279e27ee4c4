import { Icon, useStatusMark, VisuallyHidden } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { COUNTDOWN_TICK_MS } from '../../../shared/constants';
import { useServerTime } from '../../../shared/time/use-server-now';
import { useSiteImage } from '../../../shared/site-image';
import { formatCountdown, isTileHighlighted, tileRemainingMs, type TimedLottery } from '../lottery-time';
import './lottery.css';

export interface LotteryTileProps {
  lottery: TimedLottery;
  current: boolean;
  favourite: boolean;
  onSelect: (lottery: TimedLottery) => void;
  onToggleFavourite: (lottery: TimedLottery) => void;
}

/** G-066: the time left to bet, read from the server's clock every 500 ms; only this text renders again as it counts. */
function SaleCountdown({ lottery }: { lottery: TimedLottery }) {
  return <span>{useServerTime(COUNTDOWN_TICK_MS, (now) => formatCountdown(tileRemainingMs(lottery, now)))}</span>;
}

/**
 * A lobby tile: logo, name, the sale countdown (G-066), highlight (G-067) and the favourite star. The
 * highlight is the ui status mark on the tile's button: described 'Betting closes within 24 hours'
 * and carrying data-highlight (docs/decisions/front-end.md "A-117, A-140, G-067").
 */
export function LotteryTile({ lottery, current, favourite, onSelect, onToggleFavourite }: LotteryTileProps) {
  const { t } = useTranslation();
  const siteImage = useSiteImage();
  const highlighted = isTileHighlighted(lottery);
  const highlight = useStatusMark('highlight', { description: highlighted ? t('lottery.highlight') : null });
  const classes = ['lott-tile', highlighted && 'lott-tile--highlight', current && 'lott-tile--current'].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <button type="button" className="lott-tile-main" aria-pressed={current} onClick={() => onSelect(lottery)} {...highlight.hostProps}>
        {lottery.mobileIconUrl ? (
          <img className="lott-logo" src={siteImage(lottery.mobileIconUrl)} alt="" width={32} height={32} loading="lazy" decoding="async" />
        ) : null}
        <span className="lott-tile-name">{lottery.remark}</span>
        <span className="lott-tile-time">
          {lottery.isSale ? (
            <>
              <span className="lott-muted">{t('lottery.saleEndsIn')} </span>
              <SaleCountdown lottery={lottery} />
            </>
          ) : (
            // G-063: a lottery not on sale shows '--:--:--'; screen readers hear why.
            <>
              <VisuallyHidden>{t('lottery.notOnSale')}</VisuallyHidden>
              <span aria-hidden="true">{formatCountdown(null)}</span>
            </>
          )}
        </span>
      </button>
      {highlight.mark}
      <button
        type="button"
        className={favourite ? 'lott-star lott-star--on' : 'lott-star'}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'lottery.removeFav' : 'lottery.addFav', { name: lottery.remark })}
        onClick={() => onToggleFavourite(lottery)}
      >
        <Icon name="star" />
      </button>
    </li>
  );
}
