import { BannerSkeleton, NoticeBarSkeleton, Skeleton, TabBarSkeleton, TileGridSkeleton } from '@m/ui';
import { EARLY_BANNER_STYLE, earlyBanner } from '../../shared/api/early-answers';
import { HOT_SKELETON_TILES } from '../../shared/constants';
import './home.css';

/*
 * While a section's chunk loads, a skeleton of its size stands in (Lighthouse CLS < 0.02).
 * The sizes are the ui layout tokens the sections use too; home.css holds the few rules the
 * sections' own CSS (loaded with their chunk) would otherwise give. The prerendered app shell
 * (../shell) draws the same skeletons before any JavaScript runs.
 */

/**
 * The first banner the shell drew before the JavaScript (shell-boot.ts), in the skeleton's box:
 * the same image (in the browser's memory cache, no second download) stays on screen while the
 * app renders over the shell and loads the carousel, instead of a skeleton flashing in between.
 */
function EarlyBannerOrSkeleton() {
  const early = earlyBanner();
  if (!early) return <BannerSkeleton />;
  return (
    <div className="ui-skeleton-frame ui-skeleton-banner" aria-hidden="true">
      <img src={early.src} alt="" width={750} height={300} fetchPriority="high" style={EARLY_BANNER_STYLE} />
    </div>
  );
}

/** The banner carousel and the category tabs under it. */
export function BannerFallback() {
  return (
    <>
      <EarlyBannerOrSkeleton />
      <TabBarSkeleton />
    </>
  );
}

/** The jackpot and the hot games. */
export function GamesFallback() {
  return (
    <div aria-hidden="true">
      <Skeleton radius="lg" className="m-home__jackpot-skeleton" />
      <div className="m-home__hot-skeleton">
        <Skeleton radius="sm" className="m-home__title-skeleton" />
        <TileGridSkeleton count={HOT_SKELETON_TILES} />
      </div>
    </div>
  );
}

/** Home's content before any section arrived: what the shell shows in the first paint. */
export function HomeSkeleton() {
  return (
    <section className="m-home" aria-hidden="true">
      <BannerFallback />
      <NoticeBarSkeleton />
      <GamesFallback />
    </section>
  );
}
