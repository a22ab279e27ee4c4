import { DISPLAY_LANGUAGES } from '@m/contracts';
import { BackHeader, Button, HomeHeader, LanguageSwitch } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isDisplayLanguage } from '../shared/i18n/i18n';
import { useSessionStore } from '../shared/stores/session-store';
import { useUiStore } from '../shared/stores/ui-store';
import { goBack } from './go-back';
import { paths, routeMeta, showsHomeFrame } from '../shared/paths';

function HeaderControls() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const setLanguage = useUiStore((s) => s.setLanguage);
  return (
    <>
      <LanguageSwitch
        label={t('header.language')}
        value={language}
        options={DISPLAY_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
        onChange={(v) => {
          if (isDisplayLanguage(v)) setLanguage(v);
        }}
      />
    </>
  );
}

/** The site's logo: a gold coin mark and the 'MockBet' word mark (decorative; the button carries the label). */
function SiteLogo() {
  return (
    <>
      <svg className="m-logo__mark" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="m-logo-coin" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe27a" />
            <stop offset="1" stopColor="#d89b00" />
          </linearGradient>
        </defs>
        <circle cx="14" cy="14" r="12" fill="url(#m-logo-coin)" stroke="#8a5a00" strokeWidth="1.5" />
        <path d="M8 19V9l6 6 6-6v10" fill="none" stroke="#6b4400" strokeWidth="2.4" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
      <span className="m-logo__text" aria-hidden="true">
        MockBet
      </span>
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
        end={<HeaderControls />}
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
      languageControl={<HeaderControls />}
      menuLabel={t('header.menu')}
      onMenuClick={() => setSideMenuOpen(true)}
      actions={actions}
    />
  );
}
