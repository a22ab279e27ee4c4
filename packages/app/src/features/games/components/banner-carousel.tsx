import type { Banner } from '@m/contracts';
import { BannerSkeleton, prefersReducedMotion } from '@m/ui';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { earlyBanner, forgetEarlyBanner } from '../../../shared/api/early-answers';
import { safeUrl } from '../../../shared/safe-url';
import { useIdle } from '../../../shared/idle';
import { useSiteImage } from '../../../shared/site-image';
import '../games.css';

/** G-011, G§9: autoplay every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

export interface BannerCarouselProps {
  /** null while loading: a skeleton of the banner's size stands in (no layout shift). */
  banners: Banner[] | null;
  /** The banners' group: while they load, the first banner of that group the page's HTML drew stays on screen (else the skeleton). */
  group?: string;
  onOpen: (url: string) => void;
  /** Stories and tests turn autoplay off. */
  autoplay?: boolean;
}

/**
 * G-011: autoplay every BANNER_AUTOPLAY_MS with more than one banner, unless turned off (stories)
 * or the visitor asked the OS for less motion (WCAG 2.2.2; the dots still move it).
 */
export function carouselPlugins(many: boolean, autoplay: boolean, reducedMotion: boolean) {
  return many && autoplay && !reducedMotion ? [Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false })] : [];
}

/** G-011, G-027: an auto-rotating carousel (embla); it loops and autoplays only with more than one banner. */
export function BannerCarousel({ banners, group, onOpen, autoplay = true }: BannerCarouselProps) {
  const { t } = useTranslation();
  const siteImage = useSiteImage();
  const many = (banners?.length ?? 0) > 1;
  const [still] = useState(prefersReducedMotion);
  const plugins = useMemo(() => carouselPlugins(many, autoplay, still), [many, autoplay, still]);
  const [ref, api] = useEmblaCarousel({ loop: many }, plugins);
  // The carousel's first measure (about 20 ms of a slow phone's main thread) waits until the
  // browser is idle, out of the task that draws the banners; the first slide shows meanwhile.
  const idle = useIdle();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);
  // The carousel holds the first banner now: the shell's stand-in is not shown again.
  useEffect(() => {
    if (banners !== null) forgetEarlyBanner();
  }, [banners]);
  if (banners === null) return <BannerSkeleton label={t('in_please_wait')} imageSrc={earlyBanner(group)?.src} />;
  if (banners.length === 0) return null;
  return (
    <section className="gm-banner" aria-roledescription="carousel" aria-label={t('games.banners')} data-loop={many ? 'true' : 'false'}>
      <div className="gm-banner__viewport" ref={idle ? ref : undefined}>
        <div className="gm-banner__track">
          {banners.map((b, i) => {
            const src = safeUrl(siteImage(b.imageUrl));
            const link = safeUrl(b.linkUrl);
            // The first slide is home's largest paint, the same URL the shell's early banner already
            // fetches at high priority (one download); the others wait until they turn in.
            const img = src ? (
              <img
                src={src}
                alt={b.title}
                width={750}
                height={300}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding={i === 0 ? undefined : 'async'}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
            ) : (
              <span>{b.title}</span>
            );
            return (
              <div
                key={b.id}
                className="gm-banner__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('games.slideOf', { n: i + 1, total: banners.length })}
              >
                {link ? (
                  <button type="button" className="gm-banner__link" onClick={() => onOpen(link)}>
                    {img}
                  </button>
                ) : (
                  img
                )}
              </div>
            );
          })}
        </div>
      </div>
      {many ? (
        <div className="gm-banner__dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={t('games.goToSlide', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => api?.scrollTo(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
