import { PullToRefresh, VisuallyHidden } from '@m/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactMenu, DownloadBar, NoticeMarquee, NoticePopup } from '../../features/support/home';
import { MemberBar } from '../../features/member/member-bar';

/** G-100..G-102: an agent's pending contract prompts; lazy, it checks the account type itself. */
const ContractPrompts = lazy(() => import('../../features/agent/components/contract-prompts'));

/**
 * Home's content area, composed here in the app layer because its sections come from several
 * features (features never import each other). Each section is owned by its feature:
 * games (banner carousel, category tabs, hot games, jackpot), support (notice marquee, notice
 * popup, download bar), member (member bar). The frame (headers, footer, popups) is drawn
 * around this by the app.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="m-home" aria-labelledby="m-home-title">
      <VisuallyHidden>
        <h1 id="m-home-title">{t('titles.home')}</h1>
      </VisuallyHidden>

      {/* section: games — banner carousel */}

      {/* section: support — notice marquee */}
      <NoticeMarquee />

      {/* section: member — member bar */}
      <MemberBar />

      {/* section: games — hot games and jackpot */}

      {/* section: support — notice popup and download bar */}
      <NoticePopup />
      <DownloadBar />
      <ContactMenu />

      {/* section: agent — contract prompts (G-100..G-102) */}
      <Suspense fallback={null}>
        <ContractPrompts />
      </Suspense>

      <PullToRefresh text={t('pull_refresh')} />
    </section>
  );
}
