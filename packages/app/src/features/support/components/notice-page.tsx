import type { Announcement } from '@m/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markAnnouncementRead } from '../../../shared/unread/mark-announcement-read';
import { getPublicAnnouncements } from '../api/support-api';
import { refreshAnnouncementUnread } from '../use-announcement-unread';
import { useLoad } from '../../../shared/api/query-cache';
import { useUiStore } from '../../../shared/stores/ui-store';
import { AnnouncementList } from './announcement-list';
import { LoadView } from '../../../shared/api/load-view';
import './support.css';

/**
 * The announcements the page lists (docs/decisions/support.md "A-123, A-132"): the public ones of the home
 * group, player notices, popups and promotion announcements, newest first. /m/message is the
 * member's own notice list (agent notices too for agents), each opening its detail page.
 */
const listed = (v: { player: Announcement[]; popup: Announcement[]; promotion: Announcement[] }) =>
  [...v.player, ...v.popup, ...v.promotion].sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : b.id - a.id));

/**
 * /m/notice (A-132..A-135): one item expanded at a time; expanding marks it read for a member
 * whose type is not 4, throttled to one call per 150 ms (markAnnouncementRead); after a mark the
 * item is read locally and the announcements reload, so dots and counts update.
 */
export default function NoticePage() {
  const { t } = useTranslation();
  const key = ['support.publicAnnouncements', useUiStore((s) => s.language)];
  const load = async () => listed(await getPublicAnnouncements());
  // A failed reload after a mark keeps the list with its local mark.
  const state = useLoad(key, load, { keepLast: true });
  const [expanded, setExpanded] = useState<number | null>(null);

  const onToggle = (a: Announcement) => {
    const opening = expanded !== a.id;
    setExpanded(opening ? a.id : null);
    if (!opening || a.read) return;
    void markAnnouncementRead(a.id).then((ok) => {
      if (!ok) return;
      if (state.data) state.set(state.data.map((x) => (x.id === a.id ? { ...x, read: true } : x)));
      state.reload();
      void refreshAnnouncementUnread();
    });
  };

  return (
    <section className="m-support-page" aria-labelledby="m-notice-title">
      <h2 id="m-notice-title">{t('support.notice.list')}</h2>
      <LoadView state={state}>
        {(items) => <AnnouncementList items={items} expandedId={expanded} onToggle={onToggle} emptyText={t('no_announcement')} />}
      </LoadView>
    </section>
  );
}
