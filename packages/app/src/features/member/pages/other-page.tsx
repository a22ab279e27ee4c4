import { type IconName } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../components/link-list';
import { paths } from '../../../shared/paths';
import '../member.css';

const OTHER_LINKS: ReadonlyArray<{ id: string; to: string; icon: IconName }> = [
  { id: 'notice', to: paths.notice, icon: 'mail' },
  { id: 'help', to: paths.help, icon: 'service' },
  { id: 'customer', to: paths.customer, icon: 'service' },
  { id: 'feedback', to: paths.feedback, icon: 'mail' },
  { id: 'app', to: paths.app, icon: 'share' },
  { id: 'useragreement', to: paths.useragreement, icon: 'lock' },
  { id: 'activity', to: paths.activity, icon: 'gift' },
];

/**
 * /m/other (A-018, decided): "More" — the site's secondary pages in one list (announcements,
 * help, customer service, feedback, app download, user agreement, promotions), open to guests.
 */
export function OtherPage() {
  const { t } = useTranslation();
  return (
    <div className="mem-page">
      <nav aria-label={t('titles.other')}>
        <LinkList entries={OTHER_LINKS.map((l) => ({ ...l, label: t(`titles.${l.id}`) }))} />
      </nav>
    </div>
  );
}
