import { Type, type Static } from '@sinclair/typebox';
import { RESOURCE_TYPES } from '../constants';
import { defineEndpoint } from '../endpoint';
import { ContentLanguage } from './announcements';

/** Support areas (A§3, A§7): feedback, help, inbox, support channels. */

/** question types (deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6, other 0). */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** remark bounds (also the {0}/{1} of the word-bound message, A-113). */
export const FEEDBACK_CONTENT = { min: 10, max: 200 } as const;
/** captcha 1-16 letters or digits (or an equation result). */
export const FEEDBACK_CAPTCHA = { min: 1, max: 16 } as const;

export const FeedbackBody = Type.Object(
  {
    // Bounds are checked by the handler too, so the refusal names the field (bad.request).
    content: Type.String({ maxLength: 1000 }),
    sender: Type.String({ maxLength: 64 }),
    type: Type.Integer({ minimum: -1, maximum: 99 }),
    captcha: Type.String({ maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type FeedbackBody = Static<typeof FeedbackBody>;

export const FeedbackValue = Type.Object({ id: Type.Integer() }, { $id: 'FeedbackValue', additionalProperties: false });
export type FeedbackValue = Static<typeof FeedbackValue>;

export const HelpQuery = Type.Object({ device: Type.Literal('MOBILE'), language: ContentLanguage }, { additionalProperties: false });
export type HelpQuery = Static<typeof HelpQuery>;

export const HelpItem = Type.Object(
  {
    id: Type.Integer(),
    /** 'terms' marks the terms item opened by /m/help?tag=terms; '' otherwise. */
    tag: Type.String(),
    title: Type.String(),
    /** HTML: the site sanitizes it. */
    content: Type.String(),
  },
  { additionalProperties: false },
);
export type HelpItem = Static<typeof HelpItem>;
export const HelpValue = Type.Array(HelpItem, { $id: 'HelpValue' });
export type HelpValue = Static<typeof HelpValue>;

export const Mail = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    /** HTML: the site sanitizes it. */
    content: Type.String(),
    /** YYYY-MM-DD HH:mm:ss, world clock. */
    sentAt: Type.String(),
    read: Type.Boolean(),
  },
  { $id: 'Mail', additionalProperties: false },
);
export type Mail = Static<typeof Mail>;

export const InboxListQuery = Type.Object(
  {
    pageNo: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
    language: ContentLanguage,
  },
  { additionalProperties: false },
);
export type InboxListQuery = Static<typeof InboxListQuery>;

export const InboxListValue = Type.Object(
  { list: Type.Array(Mail), total: Type.Integer({ minimum: 0 }), unread: Type.Integer({ minimum: 0 }) },
  { $id: 'InboxListValue', additionalProperties: false },
);
export type InboxListValue = Static<typeof InboxListValue>;

export const InboxDetailQuery = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), language: ContentLanguage },
  { additionalProperties: false },
);
export type InboxDetailQuery = Static<typeof InboxDetailQuery>;

export const InboxMarkReadBody = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });
export type InboxMarkReadBody = Static<typeof InboxMarkReadBody>;
/** The member's inbox unread count after the mark (the same number member.inboxUnread answers). */
export const InboxMarkReadValue = Type.Object(
  { id: Type.Integer(), unread: Type.Integer({ minimum: 0 }) },
  { $id: 'InboxMarkReadValue', additionalProperties: false },
);
export type InboxMarkReadValue = Static<typeof InboxMarkReadValue>;

/** path is encrypted (opaque to the site), title and csType describe the channel; chatUrl opens it. */
export const CustomerServiceValue = Type.Object(
  { path: Type.String(), title: Type.String(), csType: Type.String(), chatUrl: Type.String() },
  { $id: 'CustomerServiceValue', additionalProperties: false },
);
export type CustomerServiceValue = Static<typeof CustomerServiceValue>;
/** The channel's title in the display language (the backend translates it). */
export const CustomerServiceQuery = Type.Object({ language: ContentLanguage }, { additionalProperties: false });
export type CustomerServiceQuery = Static<typeof CustomerServiceQuery>;

export const ChatLaunchValue = Type.Object({ chatUrl: Type.String() }, { $id: 'ChatLaunchValue', additionalProperties: false });
export type ChatLaunchValue = Static<typeof ChatLaunchValue>;

export const ResourceTypeSchema = Type.Union(RESOURCE_TYPES.map((r) => Type.Literal(r)));
export const DownloadLink = Type.Object({ resourceType: ResourceTypeSchema, url: Type.String() }, { additionalProperties: false });
export type DownloadLink = Static<typeof DownloadLink>;

/** One resource type or several, comma-separated, from the closed list RESOURCE_TYPES; absent: all. */
const ONE_RESOURCE_TYPE = `(?:${RESOURCE_TYPES.join('|')})`;
export const DownloadsQuery = Type.Object(
  {
    resourceType: Type.Optional(
      Type.String({
        maxLength: 200,
        pattern: `^${ONE_RESOURCE_TYPE}(?:,${ONE_RESOURCE_TYPE})*$`,
        description: `Comma-separated, each one of: ${RESOURCE_TYPES.join(', ')}.`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type DownloadsQuery = Static<typeof DownloadsQuery>;
export const DownloadsValue = Type.Array(DownloadLink, { $id: 'DownloadsValue', maxItems: 50 });
export type DownloadsValue = Static<typeof DownloadsValue>;

export const feedbackEndpoints = {
  submit: defineEndpoint({
    id: 'feedback.submit',
    method: 'POST',
    path: '/api/feedback',
    auth: true,
    quiet: false,
    encrypted: false,
    summary:
      'Sends feedback {content 10-200, sender, type 0|1|2|3|4|6, captcha} (A-109..A-113); the captcha is the one auth.captcha issued.',
    body: FeedbackBody,
    response: FeedbackValue,
  }),
};

export const helpEndpoints = {
  list: defineEndpoint({
    id: 'help.list',
    method: 'GET',
    path: '/api/help',
    auth: false,
    quiet: false,
    encrypted: false,
    summary: 'Help-centre items for device MOBILE: title and HTML content; the terms item has tag "terms" (A-118..A-120).',
    query: HelpQuery,
    response: HelpValue,
  }),
};

export const inboxEndpoints = {
  list: defineEndpoint({
    id: 'inbox.list',
    method: 'GET',
    path: '/api/inbox',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'MAILCEN',
    summary: "One page of the member's mail, newest first, with the unread count (A-125); needs MAILCEN.",
    query: InboxListQuery,
    response: InboxListValue,
  }),
  detail: defineEndpoint({
    id: 'inbox.detail',
    method: 'GET',
    path: '/api/inbox/detail',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'MAILCEN',
    summary: 'One mail by id; opening it does not mark it read (inbox.markRead does).',
    query: InboxDetailQuery,
    response: Mail,
  }),
  markRead: defineEndpoint({
    id: 'inbox.markRead',
    method: 'POST',
    path: '/api/inbox/read',
    auth: true,
    quiet: true,
    encrypted: false,
    module: 'MAILCEN',
    summary: 'Marks one mail read and answers the new unread count (the member.inboxUnread number).',
    body: InboxMarkReadBody,
    response: InboxMarkReadValue,
  }),
};

export const supportEndpoints = {
  customerService: defineEndpoint({
    id: 'support.customerService',
    method: 'GET',
    path: '/api/support/customer-service',
    auth: false,
    quiet: false,
    encrypted: false,
    summary: 'The customer-service channel: encrypted path, title (in `language`), csType and the chat page URL (A-126).',
    query: CustomerServiceQuery,
    response: CustomerServiceValue,
  }),
  chatLaunch: defineEndpoint({
    id: 'support.chatLaunch',
    method: 'GET',
    path: '/api/support/chat',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'CBS3',
    summary: "Launches live chat for the session's member (CBS3 on, type not 4, no nochat label; A-116).",
    response: ChatLaunchValue,
  }),
  downloads: defineEndpoint({
    id: 'support.downloads',
    method: 'GET',
    path: '/api/support/downloads',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'Download links by resourceType (Android, IOS, MOBILECONFIG, AppDownloadIcon, TELEGRAM, FACEBOOK, AFFILIATELINK; A-143).',
    query: DownloadsQuery,
    response: DownloadsValue,
  }),
};
