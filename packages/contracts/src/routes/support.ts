import type {
  ChatLaunchValue,
  CustomerServiceValue,
  DownloadsQuery,
  DownloadsValue,
  FeedbackBody,
  FeedbackValue,
  HelpQuery,
  HelpValue,
  InboxDetailQuery,
  InboxListQuery,
  InboxListValue,
  InboxMarkReadBody,
  InboxMarkReadValue,
  Mail,
} from '../api/support';
import { defineRoute } from '../endpoint';

/**
 * Support areas (A§2, A§7; A-107..A-151): feedback, help centre, inbox (mail centre) and the
 * support channels (customer service, live chat launch, download links). Announcements and
 * notices stay in the `announcements` area.
 */

// A-113 (decided): feedback is a POST with JSON {content, sender, type, captcha}; login required.
export const feedbackRoutes = {
  submit: defineRoute<{ body: FeedbackBody; value: FeedbackValue }>({
    id: 'feedback.submit',
    method: 'POST',
    path: '/api/feedback',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
};

// GET with device=MOBILE; no token needed (help is public).
export const helpRoutes = {
  list: defineRoute<{ query: HelpQuery; value: HelpValue }>({
    id: 'help.list',
    method: 'GET',
    path: '/api/help',
    auth: false,
    quiet: false,
    encrypted: false,
  }),
};

// the mail centre; the unread counter itself stays member.inboxUnread.
export const inboxRoutes = {
  list: defineRoute<{ query: InboxListQuery; value: InboxListValue }>({
    id: 'inbox.list',
    method: 'GET',
    path: '/api/inbox',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'MAILCEN',
  }),
  detail: defineRoute<{ query: InboxDetailQuery; value: Mail }>({
    id: 'inbox.detail',
    method: 'GET',
    path: '/api/inbox/detail',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'MAILCEN',
  }),
  markRead: defineRoute<{ body: InboxMarkReadBody; value: InboxMarkReadValue }>({
    id: 'inbox.markRead',
    method: 'POST',
    path: '/api/inbox/read',
    auth: true,
    quiet: true,
    encrypted: false,
    module: 'MAILCEN',
  }),
};

// customer-service link, live-chat launch and download links.
export const supportRoutes = {
  customerService: defineRoute<{ value: CustomerServiceValue }>({
    id: 'support.customerService',
    method: 'GET',
    path: '/api/support/customer-service',
    auth: false,
    quiet: false,
    encrypted: false,
  }),
  chatLaunch: defineRoute<{ value: ChatLaunchValue }>({
    id: 'support.chatLaunch',
    method: 'GET',
    path: '/api/support/chat',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'CBS3',
  }),
  downloads: defineRoute<{ query: DownloadsQuery; value: DownloadsValue }>({
    id: 'support.downloads',
    method: 'GET',
    path: '/api/support/downloads',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
};
