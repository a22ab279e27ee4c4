import type { Announcement } from '@m/contracts';
import { Icon, List, ListRow, NoData, useStatusMark } from '@m/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../shared/safe-html';
import './support.css';

export interface AnnouncementListProps {
  items: Announcement[];
  expandedId: number | null;
  onToggle: (item: Announcement) => void;
  /** Text when empty: no_announcement or the notice list's own. */
  emptyText: string;
}

/** One item; its unread dot is the ui status mark: the button is described 'Unread' and carries data-unread. */
function AnnouncementItem({ a, open, panel, onToggle }: { a: Announcement; open: boolean; panel: string; onToggle: (item: Announcement) => void }) {
  const { t } = useTranslation();
  const unread = useStatusMark('unread', { description: a.read ? null : t('support.notice.unread') });
  return (
    <li>
      <ListRow
        as="button"
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => onToggle(a)}
        {...unread.hostProps}
        title={
          <span className="m-support-list-title">
            {a.title}
            {unread.mark}
          </span>
        }
        description={t('support.notice.date', { date: a.startDate.slice(0, 10) })}
        trailing={<Icon name="back" size={16} className={open ? 'm-support-caret m-support-caret--open' : 'm-support-caret'} />}
      />
      {open ? <SafeHtml id={panel} className="m-support-content" html={a.content} /> : null}
    </li>
  );
}

/** one item expanded at a time; title, YYYY-MM-DD start date, sanitized HTML content; unread dot. */
export function AnnouncementList({ items, expandedId, onToggle, emptyText }: AnnouncementListProps) {
  const base = useId();
  if (!items.length) return <NoData text={emptyText} />;
  return (
    <List variant="inset">
      {items.map((a) => (
        <AnnouncementItem key={a.id} a={a} open={a.id === expandedId} panel={`${base}-${a.id}`} onToggle={onToggle} />
      ))}
    </List>
  );
}
