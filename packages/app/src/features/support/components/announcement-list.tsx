import type { Announcement } from '@m/contracts';
import { Badge, Icon, NoData } from '@m/ui';
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

/** one item expanded at a time; title, YYYY-MM-DD start date, sanitized HTML content; unread dot. */
export function AnnouncementList({ items, expandedId, onToggle, emptyText }: AnnouncementListProps) {
  const { t } = useTranslation();
  const base = useId();
  if (!items.length) return <NoData text={emptyText} />;
  return (
    <ul className="m-support-list">
      {items.map((a) => {
        const open = a.id === expandedId;
        const panel = `${base}-${a.id}`;
        return (
          <li key={a.id}>
            <button type="button" className="m-support-list-button" aria-expanded={open} aria-controls={panel} onClick={() => onToggle(a)}>
              <span>
                <span className="m-support-list-title">
                  {a.title}
                  <Badge dot={!a.read} label={!a.read ? t('support.notice.unread') : undefined} />
                </span>
                <span className="m-support-date">{t('support.notice.date', { date: a.startDate.slice(0, 10) })}</span>
              </span>
              <Icon name="back" size={16} style={{ transform: open ? 'rotate(90deg)' : 'rotate(-90deg)' }} />
            </button>
            {open ? <SafeHtml id={panel} className="m-support-content" html={a.content} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
