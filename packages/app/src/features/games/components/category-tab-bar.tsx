import { TabBarSkeleton } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CategoryTab } from '../game-rules';
import '../games.css';

export interface CategoryTabBarProps {
  /** null while the vendors load: a skeleton row of the bar's height. */
  tabs: CategoryTab[] | null;
  active: string | null;
}

/** G-028: Hot, then the vendor categories; the current one highlighted (aria-current). Hidden when empty. */
export function CategoryTabBar({ tabs, active }: CategoryTabBarProps) {
  const { t } = useTranslation();
  if (tabs === null) return <TabBarSkeleton />;
  if (tabs.length === 0) return null;
  return (
    <nav className="gm-cats" aria-label={t('games.categories')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link to={tab.path} className="gm-cats__tab" aria-current={tab.id === active ? 'page' : undefined}>
              {t(`games.category.${tab.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
