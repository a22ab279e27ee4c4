import { Button, Modal, ThemeToggle } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../shared/stores/session-store';
import { useUiStore } from '../shared/stores/ui-store';
import { MemberMenu } from '../features/account/session/member-menu';
import { paths } from './paths';

/**
 * The side menu (G§2): guests see Login and Register, members their name and logout (the
 * member list arrives with the member issue); the theme switch for everyone. A slide-in ui Modal gives focus handling, Escape and the mask for free.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useUiStore((s) => s.sideMenuOpen);
  const setOpen = useUiStore((s) => s.setSideMenuOpen);
  const session = useSessionStore((s) => s.session);
  const theme = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={t('menu.title')} animation="slide" closeLabel={t('header.close')} className="m-side-menu">
      {session ? (
        <MemberMenu onNavigate={() => setOpen(false)} />
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
      {/* the theme switch sits here, so the 375 px header keeps only what G§2 lists. */}
      <div className="m-side-menu__settings">
        <span>{t('menu.theme')}</span>
        <ThemeToggle theme={theme} onToggle={toggleTheme} labels={{ toDark: t('header.to_dark'), toLight: t('header.to_light') }} />
      </div>
    </Modal>
  );
}
