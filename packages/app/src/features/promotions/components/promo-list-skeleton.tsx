import { Skeleton, VisuallyHidden } from '@m/ui';
import { earlyListImage } from '../../../shared/api/early-answers';
import { PROMO_IMAGE_CLASS } from '../first-image-slot';
import './promotions.css';

/** How many cards the skeleton draws: the first screen at 375x812 shows two and the top of a third. */
const CARDS = 3;

/**
 * The promotion list while it loads: cards of a promotion's size (image, title, dates, the details
 * link), so the page's HTML can draw its first screen (app/shell/first-screens.tsx) and the list
 * takes their place. The first card shows the list's first image as soon as the page's HTML drew
 * it (shell-boot.ts), the same image in the same box until the list's own card takes over.
 */
export function PromoListSkeleton({ label }: { label: string }) {
  const image = earlyListImage();
  return (
    <div className="promo-list" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: CARDS }, (_, i) => (
        <div key={i} className="ui-card promo-item promo-skeleton" aria-hidden="true">
          {i === 0 && image ? (
            <img className={PROMO_IMAGE_CLASS} src={image} alt="" fetchPriority="high" />
          ) : (
            <Skeleton radius="md" className={PROMO_IMAGE_CLASS} />
          )}
          <Skeleton radius="sm" className="promo-skeleton__title" />
          <Skeleton radius="sm" className="promo-skeleton__dates" />
          <Skeleton radius="sm" className="promo-skeleton__link" />
        </div>
      ))}
    </div>
  );
}
