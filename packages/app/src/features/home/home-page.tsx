import { PullToRefresh, VisuallyHidden } from '@m/ui';
import { useTranslation } from 'react-i18next';

/**
 * Home's content area. Banners, announcements and hot games arrive with the home issue; the
 * frame (headers, footer, popups) is drawn around this by the app.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="m-home" aria-labelledby="m-home-title">
      <VisuallyHidden>
        <h1 id="m-home-title">{t('titles.home')}</h1>
      </VisuallyHidden>
      <PullToRefresh text={t('pull_refresh')} />
    </section>
  );
}
