import { PullToRefresh, VisuallyHidden } from '@m/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactMenu, DownloadBar, NoticeMarquee, NoticePopup } from '../../features/support/home';
import { MemberBar } from '../../features/member/member-bar';
import { usePullToRefresh } from './use-pull-to-refresh';

/** G-100..G-102: an agent's pending contract prompts; lazy, it checks the account type itself. */
const ContractPrompts = lazy(() => import('../../features/agent/components/contract-prompts'));

// Games sections (G-008, G-011, G-028): their own chunk (the carousel library stays out of home's initial JS).
const HomeBannerSection = lazy(() => import('../../features/games/home-sections').then((m) => ({ default: m.HomeBannerSection })));
const HomeGamesSection = lazy(() => import('../../features/games/home-sections').then((m) => ({ default: m.HomeGamesSection })));

/**
 * Home's content area, composed here in the app layer because its sections come from several
 * features (features never import each other). Each section is owned by its feature:
 * games (banner carousel, category tabs, hot games, jackpot), support (notice marquee, notice
 * popup, download bar, contact menu), member (member bar), agent (contract prompts). The frame (headers, footer, popups) is drawn
 * around this by the app.
 */
export function HomePage() {
  const { t } = useTranslation();
  // a pull from the top remounts the games sections (they refetch) and tells the others.
  const pull = usePullToRefresh();
  return (
    <section className="m-home" aria-labelledby="m-home-title">
      <VisuallyHidden>
        <h1 id="m-home-title">{t('titles.home')}</h1>
      </VisuallyHidden>

      {/* section: games — banner carousel */}
      <Suspense fallback={null} key={`banner-${pull.generation}`}>
        <HomeBannerSection />
      </Suspense>

      {/* section: support — notice marquee */}
      <NoticeMarquee />

      {/* section: member — member bar */}
      <MemberBar />

      {/* section: games — hot games and jackpot */}
      <Suspense fallback={null} key={`games-${pull.generation}`}>
        <HomeGamesSection />
      </Suspense>

      {/* section: support — notice popup and download bar */}
      <NoticePopup />
      <DownloadBar />
      <ContactMenu />

      {/* section: agent — contract prompts (G-100..G-102) */}
      <Suspense fallback={null}>
        <ContractPrompts />
      </Suspense>

      <PullToRefresh text={t('pull_refresh')} refreshing={pull.pulling || pull.refreshing} refreshingText={t('in_please_wait')} />
    </section>
  );
}
