import type { Promotion } from '@m/contracts';
import { Button, LazyImage } from '@m/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../shared/safe-html';
import { safeUrl } from '../../../shared/safe-url';
import { useSiteImage } from '../../../shared/site-image';
import { formatWallDate, formatWallRange } from '../../../shared/format';
import './promotions.css';

export interface PromoItemProps {
  promo: Promotion;
  expanded: boolean;
  onToggle: (id: number) => void;
  /** Absent: no go button (NONE action, or nothing the member can do). */
  onGo?: (promo: Promotion) => void;
  /** The list's first: its image is on the first screen (the page's largest paint), so it loads at once and first (LazyImage `eager`, `fetchpriority=high`). */
  eager?: boolean;
}

/** G-082: start–end, or start to 'long term' when noExpiry is 1 (days in the locale's order, G-084). */
export function PromoDates({ promo }: { promo: Promotion }) {
  const { t } = useTranslation();
  return (
    <p className="promo-dates">
      {promo.noExpiry === 1 || promo.endDate === ''
        ? t('promotions.datesLongTerm', { start: formatWallDate(promo.startDate) })
        : formatWallRange(promo.startDate, promo.endDate)}
    </p>
  );
}

/**
 * One promotion (G-080..G-083): its first image by sequence, title, dates, claim status and an
 * expandable detail (sanitized HTML) with the go button.
 */
export function PromoItem({ promo, expanded, onToggle, onGo, eager = false }: PromoItemProps) {
  const { t } = useTranslation();
  const detailId = useId();
  const siteImage = useSiteImage();
  const image = [...promo.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
  // From the site's origin when it is the backend's own /cdn (image-origin.ts), the URL the shell preloads (shell-boot.ts).
  const src = image ? safeUrl(siteImage(image.url)) : null;
  return (
    <article className="ui-card promo-item" id={`promo-${promo.id}`} aria-labelledby={`${detailId}-title`} data-expanded={expanded}>
      {src && <LazyImage className="promo-image" src={src} alt="" eager={eager} fetchPriority={eager ? 'high' : undefined} />}
      <div className="promo-head">
        <h2 className="promo-title" id={`${detailId}-title`}>
          {promo.title}
        </h2>
        {promo.claimStatus && (
          <span className={`promo-status promo-status--${promo.claimStatus.toLowerCase()}`}>
            {t(`promotions.status.${promo.claimStatus}`)}
          </span>
        )}
      </div>
      <PromoDates promo={promo} />
      <Button variant="link" size="sm" aria-expanded={expanded} aria-controls={detailId} onClick={() => onToggle(promo.id)}>
        {expanded ? t('promotions.hideDetail') : t('promotions.showDetail')}
      </Button>
      <div id={detailId} className="promo-detail" hidden={!expanded}>
        {/* Sanitized and drawn when opened: the whole list's HTML through the sanitizer was half of
            the list's first render (16 of 35 ms without throttling), for details nobody had opened. */}
        {expanded ? <SafeHtml className="promo-content" html={promo.content} /> : null}
        {onGo && (
          <Button block onClick={() => onGo(promo)} aria-label={`${t('promotions.go')}: ${promo.title}`}>
            {t('promotions.go')}
          </Button>
        )}
      </div>
    </article>
  );
}
