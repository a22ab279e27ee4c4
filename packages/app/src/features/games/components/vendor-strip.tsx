import type { VendorInfo } from '@m/contracts';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../../../shared/idle';
import { safeUrl } from '../../../shared/safe-url';
import '../games.css';

export interface VendorStripProps {
  vendors: VendorInfo[];
  /** '' = All. */
  value: string;
  onChange: (vassalage: string) => void;
}

/** G-031: All plus the vendor logos (mobileSmallIcon) of the type; 4.5 slides visible, gap 10, prev/next arrows. */
export function VendorStrip({ vendors, value, onChange }: VendorStripProps) {
  const { t } = useTranslation();
  const [ref, api] = useEmblaCarousel({ align: 'start', dragFree: true, containScroll: 'trimSnaps' });
  // As the banner carousel's: the strip's first measure waits until the browser is idle.
  const idle = useIdle();
  const items = [{ vassalage: '', displayName: t('games.all'), mobileSmallIcon: '' }, ...vendors];
  return (
    <div className="gm-vendors" role="group" aria-label={t('games.vendors')}>
      <button type="button" className="gm-vendors__arrow" aria-label={t('games.prev')} onClick={() => api?.scrollPrev()}>
        ‹
      </button>
      <div className="gm-vendors__viewport" ref={idle ? ref : undefined}>
        <div className="gm-vendors__track">
          {items.map((v) => {
            const icon = safeUrl(v.mobileSmallIcon);
            return (
              <button
                key={v.vassalage || 'all'}
                type="button"
                className={v.vassalage ? 'gm-vendors__slide' : 'gm-vendors__slide gm-vendors__slide--all'}
                aria-pressed={value === v.vassalage}
                onClick={() => onChange(v.vassalage)}
              >
                {icon ? <img src={icon} alt="" width={60} height={30} /> : null}
                {/* The wordmark is the name: written again under it, it only fitted as "BG St…". */}
                <span className={icon ? 'gm-sr' : undefined} title={icon ? undefined : v.displayName}>
                  {v.displayName}
                </span>
              </button>
            );
          })}
        </div>
      </div>
      <button type="button" className="gm-vendors__arrow" aria-label={t('games.next')} onClick={() => api?.scrollNext()}>
        ›
      </button>
    </div>
  );
}
