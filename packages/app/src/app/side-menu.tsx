import { Button, Icon, Modal, ThemeToggle } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { readLocal, LOCAL_KEYS } from '../shared/storage-keys';
import { safeUrl } from '../shared/safe-url';
import { useMemberInfo } from '../shared/session/member-info';
import { useSessionStore } from '../shared/stores/session-store';
import { useSettingsStore } from '../shared/stores/settings-store';
import { useUiStore } from '../shared/stores/ui-store';
import { MemberMenu } from '../features/session/member-menu.lazy';
import { paths } from '../shared/paths';
import { sideMenuItems } from './side-menu-items';
import './frame.css';

/** G-021: the download item is hidden inside the app (the iOS web clip or the app's webview flag). */
const inAppContext = (): boolean =>
  readLocal(LOCAL_KEYS.webClip) === '1' || (typeof navigator !== 'undefined' && /\bMockSiteApp\b/.test(navigator.userAgent));

/**
 * The side menu (G-018..G-022): guests see Login and Register; members their name, the VIP
 * label (clubLabel.labelName), the gated entries of G-019/G-020 and logout (MemberMenu). For
 * everyone: download (not in the app), customer service, the Telegram link and the theme switch.
 * A slide-in ui Modal gives focus handling, Escape and the mask.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useUiStore((s) => s.sideMenuOpen);
  const setOpen = useUiStore((s) => s.setSideMenuOpen);
  const session = useSessionStore((s) => s.session);
  const info = useMemberInfo();
  const settings = useSettingsStore((s) => s.settings);
  const theme = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  const items = session ? sideMenuItems(session.type, settings?.info.whitelabel ?? {}) : [];
  const vip = info?.clubLabel?.labelName;
  const telegram = safeUrl(settings?.info.customerService.telegram);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('menu.title')}
      animation="slide"
      closeLabel={t('header.close')}
      className="m-side-menu"
    >
      {session ? (
        <>
          {vip ? <p className="m-side-menu__vip">{t('games.menu.vip', { label: vip })}</p> : null}
          <nav aria-label={t('games.menu.nav')}>
            <ul className="m-side-menu__list">
              {items.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.path}
                    onClick={(e) => {
                      e.preventDefault();
                      go(item.path);
                    }}
                  >
                    {t(`titles.${item.id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : (
        <div className="m-side-menu__guest">
          <p>{t('menu.guest_hint')}</p>
          <Button block onClick={() => go(paths.login)}>
            {t('header.login')}
          </Button>
          <Button block variant="secondary" onClick={() => go(paths.register)}>
            {t('header.register')}
          </Button>
        </div>
      )}
      <ul className="m-side-menu__list">
        {inAppContext() ? null : (
          <li>
            <a
              href={paths.app}
              onClick={(e) => {
                e.preventDefault();
                go(paths.app);
              }}
            >
              <Icon name="share" size={16} /> {t('games.menu.download')}
            </a>
          </li>
        )}
        <li>
          <a
            href={paths.customer}
            onClick={(e) => {
              e.preventDefault();
              go(paths.customer);
            }}
          >
            <Icon name="service" size={16} /> {t('games.menu.service')}
          </a>
        </li>
        {telegram ? (
          <li>
            <a href={telegram} target="_blank" rel="noopener noreferrer">
              <Icon name="share" size={16} /> {t('games.menu.telegram')}
            </a>
          </li>
        ) : null}
      </ul>
      {/* Logout (with its confirmation) and the member's name live in the account feature's MemberMenu. */}
      {session ? <MemberMenu onNavigate={() => setOpen(false)} /> : null}
      {/* the theme switch sits here, so the 375 px header keeps only what G§2 lists. */}
      <div className="m-side-menu__settings">
        <span>{t('menu.theme')}</span>
        <ThemeToggle theme={theme} onToggle={toggleTheme} labels={{ toDark: t('header.to_dark'), toLight: t('header.to_light') }} />
      </div>
    </Modal>
  );
}
