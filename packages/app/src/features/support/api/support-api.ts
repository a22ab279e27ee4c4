import { DEFAULT_MERCHANT_CODE, type FeedbackBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/stores/session-store';
import { displayLanguage as language } from '../../../shared/stores/ui-store';

/** The support area's calls (contracts feedback, help, inbox, support, announcements). */

/** the home query: types 'B,PL,PU', group m_home, platform M, the merchant code; the token only when logged in. */
export const getHomeAnnouncements = () => {
  const session = useSessionStore.getState().session;
  return call(routes.announcements.list, {
    query: {
      types: 'B,PL,PU',
      groupName: 'm_home',
      platform: 'M',
      merchantCode: session?.merchantCode ?? DEFAULT_MERCHANT_CODE,
      ...(session ? { token: session.token } : {}),
      language: language(),
    },
  });
};
/**
 * A-132 (docs/decisions/support.md): /m/notice, the public announcements page: every
 * announcement of the home group a visitor may read (player notices PL, popups PU and promotion
 * announcements PR); the token only when logged in (read marks).
 */
export const getPublicAnnouncements = () => {
  const session = useSessionStore.getState().session;
  return call(routes.announcements.list, {
    query: {
      types: 'PL,PU,PR',
      groupName: 'm_home',
      platform: 'M',
      merchantCode: session?.merchantCode ?? DEFAULT_MERCHANT_CODE,
      ...(session ? { token: session.token } : {}),
      language: language(),
    },
  });
};
export const getAnnouncementUnread = () => call(routes.announcements.unread);
export const getNotices = (pageNo = 1) => call(routes.announcements.notices, { query: { pageNo, pageSize: 50, language: language() } });
export const getNotice = (id: number) => call(routes.announcements.noticeDetail, { query: { id, language: language() } });

/** device MOBILE. */
export const getHelp = () => call(routes.help.list, { query: { device: 'MOBILE', language: language() } });

export const getInbox = (pageNo = 1) => call(routes.inbox.list, { query: { pageNo, pageSize: 50, language: language() } });
export const markMailRead = (id: number) => call(routes.inbox.markRead, { body: { id } });

export const getCustomerService = () => call(routes.support.customerService, { query: { language: language() } });
export const launchChat = () => call(routes.support.chatLaunch);
export const getDownloads = () => call(routes.support.downloads, { query: {} });

export const sendFeedback = (body: FeedbackBody) => call(routes.feedback.submit, { body });
