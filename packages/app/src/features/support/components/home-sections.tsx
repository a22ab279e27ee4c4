import type { Announcement } from '@m/contracts';
import { Button, Icon, Modal, Skeleton, useStatusMark } from '@m/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useLoad } from '../../../shared/api/query-cache';
import { useIdle } from '../../../shared/idle';
import { SafeHtml } from '../../../shared/safe-html';
import { useOpenLogin } from '../../../shared/stores/login-prompt-store';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { SESSION_KEYS } from '../../../shared/storage-keys';
import { useUnreadCounts } from '../../../shared/unread/use-unread-counts';
import { getHomeAnnouncements } from '../api/support-api';
import { useAnnouncementUnread } from '../use-announcement-unread';
import './support.css';

type HomeAnnouncements = Awaited<ReturnType<typeof getHomeAnnouncements>>;

/**
 * the home announcements are cacheable and fetched quietly: one answer per session token
 * and language is kept for the page's life in the shared query cache (a mark-read on /m/notice refreshes the
 * unread dots through their own store).
 */
const useHomeAnnouncements = (): HomeAnnouncements | null => {
  const token = useSessionStore((s) => s.session?.token ?? null);
  const language = useUiStore((s) => s.language);
  return useLoad(['support.homeAnnouncements', token, language], getHomeAnnouncements, { keep: true }).data;
};

export interface NoticeMarqueeViewProps {
  /** null until the first answer: a skeleton line, never "No announcements" before we know (habit 14). */
  titles: string[] | null;
  unread: number;
  onOpenList: () => void;
  onOpenInbox: () => void;
}

/**
 * the marquee of notice titles with an inbox icon and an unread dot. The dot is the ui
 * status mark: the inbox button is described '3 unread' and carries data-unread.
 */
export function NoticeMarqueeView({ titles, unread, onOpenList, onOpenInbox }: NoticeMarqueeViewProps) {
  const { t } = useTranslation();
  const dot = useStatusMark('unread', { description: unread > 0 ? t('support.notice.inbox_unread', { count: unread }) : null });
  // The titles are read from the first frame and start moving once the browser is idle after the
  // boot (support.css): an animation running from the first frame competes with the boot for every frame.
  const moving = useIdle();
  return (
    <div className="m-marquee" role="region" aria-label={t('support.notice.marquee')}>
      <Icon name="star" size={18} />
      <div className="m-marquee__track" data-moving={moving ? '' : undefined}>
        {titles === null ? (
          <Skeleton radius="sm" height={14} className="m-marquee__skeleton" />
        ) : (
          <button type="button" onClick={onOpenList}>
            {titles.length ? (
              // Two copies in a row, moved left by one copy a loop: the first reads from the first
              // frame, and the second follows it in, so the bar is never empty (support.css).
              <span className="m-marquee__run">
                <span className="m-marquee__copy">{titles.join('   •   ')}</span>
                <span className="m-marquee__copy" aria-hidden="true">
                  {titles.join('   •   ')}
                </span>
              </span>
            ) : (
              t('no_announcement')
            )}
          </button>
        )}
      </div>
      <button type="button" className="m-icon-link" onClick={onOpenInbox} aria-label={t('support.notice.inbox')} {...dot.hostProps}>
        <Icon name="mail" size={22} />
        {dot.mark}
      </button>
    </div>
  );
}

/** Home section: notice marquee. Opening the list or the inbox needs a session, else the login popup. */
export function NoticeMarquee() {
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const value = useHomeAnnouncements();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const mailcen = useSettingsStore((s) => s.settings?.info.whitelabel.MAILCEN ?? false);
  const { inbox } = useUnreadCounts();
  const announcements = useAnnouncementUnread();
  const go = (to: string) => (loggedIn ? void navigate(to) : openLogin());
  return (
    <NoticeMarqueeView
      titles={value ? value.player.map((a) => a.title) : null}
      unread={inbox + announcements}
      onOpenList={() => go(paths.notice)}
      onOpenInbox={() => go(mailcen ? paths.webEmail : paths.message)}
    />
  );
}

export interface NoticePopupViewProps {
  items: Announcement[];
  index: number;
  onNext: () => void;
  onClose: () => void;
}

export function NoticePopupView({ items, index, onNext, onClose }: NoticePopupViewProps) {
  const { t } = useTranslation();
  const item = items[index];
  const last = index >= items.length - 1;
  return (
    <Modal
      open={item !== undefined}
      onClose={onClose}
      title={item?.title ?? t('support.notice.popup_title')}
      closeLabel={t('header.close')}
      footer={<Button onClick={last ? onClose : onNext}>{last ? t('support.notice.ok') : t('support.notice.popup_next')}</Button>}
    >
      {item ? <SafeHtml className="m-support-content" html={item.content} /> : null}
    </Modal>
  );
}

const readShown = (): boolean => {
  try {
    return window.sessionStorage.getItem(SESSION_KEYS.noticeShown) === '1';
  } catch {
    return false;
  }
};
const writeShown = () => {
  try {
    window.sessionStorage.setItem(SESSION_KEYS.noticeShown, '1');
  } catch {
    // Without storage the popup may show again on reload.
  }
};

/** Home section: the popup announcements (PU), shown once per browser session (session storage noticeShown). */
export function NoticePopup() {
  const value = useHomeAnnouncements();
  const [index, setIndex] = useState(0);
  const [shown] = useState(readShown);
  const [closed, setClosed] = useState(false);
  const items = value?.popup ?? [];
  useEffect(() => {
    if (!shown && items.length) writeShown();
  }, [shown, items.length]);
  if (shown || closed || !items.length) return null;
  return <NoticePopupView items={items} index={index} onNext={() => setIndex((i) => i + 1)} onClose={() => setClosed(true)} />;
}
