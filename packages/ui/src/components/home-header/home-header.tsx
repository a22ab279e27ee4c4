import { type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import './home-header.css';

export interface HomeHeaderProps {
  logo: ReactNode;
  /** The logo returns home. */
  onLogoClick: () => void;
  logoLabel: string;
  languageControl?: ReactNode;
  onMenuClick: () => void;
  menuLabel: string;
  /** Login/Register buttons or member navigation, supplied by the app. */
  actions?: ReactNode;
  className?: string;
}

/** The header of home-like paths: logo, language, actions and the side-menu button. */
export function HomeHeader({ logo, onLogoClick, logoLabel, languageControl, onMenuClick, menuLabel, actions, className }: HomeHeaderProps) {
  return (
    <header className={cx('ui-home-header', className)}>
      <button type="button" className="ui-home-header__logo" aria-label={logoLabel} onClick={onLogoClick}>
        {logo}
      </button>
      <div className="ui-home-header__end">
        {languageControl}
        {actions ? <div className="ui-home-header__actions">{actions}</div> : null}
        <IconButton label={menuLabel} icon={<Icon name="menu" />} onClick={onMenuClick} />
      </div>
    </header>
  );
}
