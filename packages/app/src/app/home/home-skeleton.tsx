import { BannerSkeleton, NoticeBarSkeleton, Skeleton, TabBarSkeleton, TileGridSkeleton } from '@m/ui';
import { earlyBanner } from '../../shared/api/early-answers';
import { HOT_SKELETON_TILES } from '../../shared/constants';
import './home.css';

/*
 * While a section's chunk loads, a skeleton of its size stands in (Lighthouse CLS < 0.02).
 * The sizes are the ui layout tokens the sections use too; home.css holds the few rules the
 * sections' own CSS (loaded with their chunk) would otherwise give. The prerendered app shell
 * (../shell) draws the same skeletons before any JavaScript runs.
 */

/** The banner carousel and the category tabs under it. */
export function BannerFallback() {
  return (
    <>
      {/* The first banner the shell drew before the JavaScript (shell-boot.ts) stays on screen meanwhile. */}
      <BannerSkeleton imageSrc={earlyBanner()?.src} />
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
