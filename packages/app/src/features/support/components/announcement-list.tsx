import type { Announcement } from '@m/contracts';
import { List, NoData } from '@m/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UnreadRow } from './unread-row';
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
    <List variant="inset">
      {items.map((a) => (
        <UnreadRow
          key={a.id}
          title={a.title}
          read={a.read}
          open={a.id === expandedId}
          panelId={`${base}-${a.id}`}
          content={a.content}
          description={t('support.notice.date', { date: a.startDate.slice(0, 10) })}
          onToggle={() => onToggle(a)}
          end="caret"
        />
      ))}
    </List>
  );
}
