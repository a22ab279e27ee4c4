import { BackHeader, BrandMark, BrandWordmark, Button, HomeHeader } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteLanguageSwitch } from '../shared/i18n/site-language-switch';
import { useSessionStore } from '../shared/stores/session-store';
import { useUiStore } from '../shared/stores/ui-store';
import { goBack } from './go-back';
import { paths, routeMeta, showsHomeFrame } from '../shared/paths';
import './frame.css';

/** The site's logo: the brand mark and wordmark from @m/ui (decorative; the button carries the label). */
function SiteLogo() {
  return (
    <>
      <BrandMark size={30} className="m-logo__mark" />
      <BrandWordmark height={20} className="m-logo__text" />
    </>
  );
}

/** the home header on home-like paths (and under popups), else a back arrow and the route title. */
export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSessionStore((s) => s.session);
  const setSideMenuOpen = useUiStore((s) => s.setSideMenuOpen);
  const meta = routeMeta(pathname);

  if (!showsHomeFrame(pathname)) {
    return (
      <BackHeader
        title={t(meta.titleKey)}
        backLabel={t('header.back')}
        showBack={meta.showBack}
        onBack={() => goBack(navigate, meta.back)}
        end={<SiteLanguageSwitch />}
      />
    );
  }

  const actions = session ? (
    // G§2: deposit and withdraw when logged in.
    <>
      <Button size="sm" onClick={() => void navigate(paths.voucherCenter)}>
        {t('titles.voucherCenter')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void navigate(paths.withdraw)}>
        {t('titles.withdraw')}
      </Button>
    </>
  ) : (
    <>
      <Button size="sm" variant="secondary" onClick={() => void navigate(paths.login)}>
        {t('header.login')}
      </Button>
      <Button size="sm" onClick={() => void navigate(paths.register)}>
        {t('header.register')}
      </Button>
    </>
  );

  return (
    <HomeHeader
      logo={
        <span className="m-logo">
          <SiteLogo />
        </span>
      }
      logoLabel={t('header.logo')}
      onLogoClick={() => void navigate(paths.home)}
      languageControl={<SiteLanguageSwitch />}
      menuLabel={t('header.menu')}
      onMenuClick={() => setSideMenuOpen(true)}
      actions={actions}
    />
  );
}
