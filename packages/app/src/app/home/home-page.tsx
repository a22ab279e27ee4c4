import { NoticeBarSkeleton, PullToRefresh, VisuallyHidden } from '@m/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerFallback, GamesFallback } from './home-skeleton';
import { usePullToRefresh } from './use-pull-to-refresh';
import './home.css';
import { withFeatureTexts } from '../../shared/i18n/i18n';
import { useSessionStore } from '../../shared/stores/session-store';

// Every section is its own lazy chunk, so /m/home's initial JS stays under its budget (130 KB gzip).
const support = () => import('../../features/support/home.lazy');
const NoticeMarquee = lazy(() => support().then((m) => ({ default: m.NoticeMarquee })));
const NoticePopup = lazy(() => support().then((m) => ({ default: m.NoticePopup })));
const DownloadBar = lazy(() => support().then((m) => ({ default: m.DownloadBar })));
const ContactMenu = lazy(() => support().then((m) => ({ default: m.ContactMenu })));
const MemberBar = lazy(
  withFeatureTexts('member', () => import('../../features/member/member-bar.lazy').then((m) => ({ default: m.MemberBar }))),
);

/**
 * G-100..G-102: an agent's pending contract prompts; lazy, it checks the account type itself. Its
 * chunk, texts and styles load only with a session: a visitor is never prompted (G-096).
 */
const ContractPrompts = lazy(withFeatureTexts('agent', () => import('../../features/agent/contract-prompts.lazy')));

// Games sections (G-008, G-011, G-028): their own chunk (the carousel library stays out of home's initial JS).
const HomeBannerSection = lazy(() => import('../../features/games/home-sections.lazy').then((m) => ({ default: m.HomeBannerSection })));
const HomeGamesSection = lazy(() => import('../../features/games/home-sections.lazy').then((m) => ({ default: m.HomeGamesSection })));

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
  const signedIn = useSessionStore((s) => s.session !== null);
  return (
    <section className="m-home" aria-labelledby="m-home-title">
      <VisuallyHidden>
        <h1 id="m-home-title">{t('titles.home')}</h1>
      </VisuallyHidden>

      {/* section: games — banner carousel */}
      <Suspense fallback={<BannerFallback />} key={`banner-${pull.generation}`}>
        <HomeBannerSection />
      </Suspense>

      {/* section: support — notice marquee */}
      <Suspense fallback={<NoticeBarSkeleton />}>
        <NoticeMarquee />
      </Suspense>

      {/* section: member — member bar */}
      <Suspense fallback={null}>
        <MemberBar />
      </Suspense>

      {/* section: games — hot games and jackpot */}
      <Suspense fallback={<GamesFallback />} key={`games-${pull.generation}`}>
        <HomeGamesSection />
      </Suspense>

      {/* section: support — notice popup and download bar */}
      <Suspense fallback={null}>
        <NoticePopup />
        <DownloadBar />
        <ContactMenu />
      </Suspense>

      {/* section: agent — contract prompts (G-100..G-102) */}
      {signedIn && (
        <Suspense fallback={null}>
          <ContractPrompts />
        </Suspense>
      )}

      <PullToRefresh text={t('pull_refresh')} refreshing={pull.pulling || pull.refreshing} refreshingText={t('in_please_wait')} />
    </section>
  );
}
