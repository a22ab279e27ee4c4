import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';

export type Theme = 'light' | 'dark';

export interface ThemeToggleProps {
  theme: Theme;
  onToggle: () => void;
  /** Names saying what a tap does: 'Switch to dark theme' / 'Switch to light theme'. */
  labels: { toDark: string; toLight: string };
  className?: string;
}

/** Switches light and dark. The icon shows the theme a tap leads to; the app stores the choice. */
export function ThemeToggle({ theme, onToggle, labels, className }: ThemeToggleProps) {
  const toDark = theme === 'light';
  return (
    <IconButton
      className={cx('ui-theme-toggle', className)}
      label={toDark ? labels.toDark : labels.toLight}
      icon={<Icon name={toDark ? 'moon' : 'sun'} />}
      onClick={onToggle}
    />
  );
}
