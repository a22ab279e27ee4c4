import type { Announcement } from '@m/contracts';
import { Icon, NoData, useStatusMark } from '@m/ui';
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
      <button type="button" className="m-support-list-button" aria-expanded={open} aria-controls={panel} onClick={() => onToggle(a)} {...unread.hostProps}>
        <span>
          <span className="m-support-list-title">
            {a.title}
            {unread.mark}
          </span>
          <span className="m-support-date">{t('support.notice.date', { date: a.startDate.slice(0, 10) })}</span>
        </span>
        <Icon name="back" size={16} style={{ transform: open ? 'rotate(90deg)' : 'rotate(-90deg)' }} />
      </button>
      {open ? <SafeHtml id={panel} className="m-support-content" html={a.content} /> : null}
    </li>
  );
}

/** one item expanded at a time; title, YYYY-MM-DD start date, sanitized HTML content; unread dot. */
export function AnnouncementList({ items, expandedId, onToggle, emptyText }: AnnouncementListProps) {
  const base = useId();
  if (!items.length) return <NoData text={emptyText} />;
  return (
    <ul className="m-support-list">
      {items.map((a) => (
        <AnnouncementItem key={a.id} a={a} open={a.id === expandedId} panel={`${base}-${a.id}`} onToggle={onToggle} />
      ))}
    </ul>
  );
}
