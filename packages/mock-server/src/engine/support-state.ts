import { CONTENT_TYPE, HelpItem, Mail, type Announcement } from '@m/contracts';
import { Type, type Static } from '@sinclair/typebox';
import { seededAnnouncement } from './announcement-seed';

/**
 * Support state of a world (A§2..A§7): help items, each member's mail, sent feedback and the
 * popular announcements. Fixed values (no faker draws), so adding this state leaves every other
 * seeded byte unchanged. Keyed by username where per member (`inbox`), read through
 * `Object.hasOwn` so a name such as `__proto__` never reaches Object.prototype.
 */

export const SentFeedback = Type.Object(
  { id: Type.Integer(), username: Type.String(), type: Type.Integer(), content: Type.String(), sentAt: Type.Number() },
  { additionalProperties: false },
);
export type SentFeedback = Static<typeof SentFeedback>;

export const SupportState = Type.Object(
  {
    help: Type.Array(HelpItem),
    /** Mail per username; the unread counter lives in `unread[username].inbox` (member.inboxUnread). */
    inbox: Type.Record(Type.String(), Type.Array(Mail)),
    feedback: Type.Array(SentFeedback),
    /** Ids of the popular (hot) announcements, in order. */
    popular: Type.Array(Type.Integer()),
  },
  { additionalProperties: false },
);
export type SupportState = Static<typeof SupportState>;

const help = (id: number, tag: string, title: string, content: string): HelpItem => ({ id, tag, title, content });

export const TERMS_HELP_TITLE = 'Terms and conditions';

export function seedHelp(): HelpItem[] {
  return [
    help(
      1,
      '',
      'How do I deposit?',
      '<p>Open <strong>Deposit</strong> from the menu, choose a channel and follow the steps. Deposits arrive within minutes.</p>',
    ),
    help(
      2,
      '',
      'How do I withdraw?',
      '<p>Open <strong>Withdraw</strong>, enter the amount and your payment password. Withdrawals are reviewed within 24 hours.</p>',
    ),
    help(3, '', 'Account security', '<ul><li>Never share your password.</li><li>Change it regularly from the member centre.</li></ul>'),
    help(
      4,
      'terms',
      TERMS_HELP_TITLE,
      '<p>By registering you confirm that you are at least 18 years old and that the registered name is your real name.</p><p>The provider may freeze or close accounts that break these terms.</p>',
    ),
    help(
      5,
      '',
      'Responsible gaming',
      '<p>Games carry financial risk. Play only with money you can afford to lose.</p><p>Set a deposit limit or take a break from the member centre at any time.</p>',
    ),
  ];
}

const mail = (id: number, title: string, content: string, sentAt: string, read: boolean): Mail => ({ id, title, content, sentAt, read });

/** player01 gets 3 unread mails (PLAYER01_UNREAD.inbox) and 2 read ones; nobody else has mail. */
export function seedInbox(): Record<string, Mail[]> {
  return {
    player01: [
      mail(
        105,
        'Your weekly rebate is ready',
        '<p>Your rebate of <strong>12.50</strong> was credited to your wallet.</p>',
        '2026-01-05 11:50:00',
        false,
      ),
      mail(
        104,
        'Security notice',
        '<p>We noticed a login from a new device.</p><p>If it was not you, change your password in the security centre.</p>',
        '2026-01-05 11:40:00',
        false,
      ),
      mail(103, 'Welcome to the lottery', '<p>Try the weekend draw: every ticket counts twice.</p>', '2026-01-05 11:30:00', false),
      mail(102, 'Deposit received', '<p>Your deposit of 100.00 has arrived.</p>', '2026-01-05 08:15:00', true),
      mail(101, 'Welcome', '<p>Welcome aboard! Your account is ready.</p>', '2026-01-02 10:00:00', true),
    ],
  };
}

/**
 * The home popup announcement (PU). Not in the default world: a popup over home would cover every
 * other area's home tests; the `notice-popup` scenario adds it (docs/control-api.md).
 */
export const popupAnnouncement = (): Announcement =>
  seededAnnouncement(
    22,
    CONTENT_TYPE.popup,
    'Weekend bonus',
    '<p>Deposit this weekend and receive a <strong>10% bonus</strong>.</p>',
    '2026-01-05',
  );

/**
 * The newest notice, first in every list: seeded content is whole, so its image
 * is one the simulator's CDN serves (a promotion's art, `promos/promo-<id>-<n>.png` under the
 * world's image CDN) and its link is a route of the site (that promotion's detail). Hostile markup
 * lives in the `hostile-content` scenario, not in the default world.
 */
export const depositChannelNotice = (pagesOrigin: string): string =>
  '<p>A new deposit channel is available.</p><p>Deposits through it arrive within minutes.</p>' +
  `<p><img src="${pagesOrigin}/cdn/promos/promo-1-1.png" alt="100% first deposit bonus"></p>` +
  '<p><a href="/m/activityDetail?id=1">See the first deposit bonus</a></p>';

/** Home notices (PL notices, an A agent notice, a PR promotion). */
export function seedSupportAnnouncements(pagesOrigin: string): Announcement[] {
  const { player: PL, agent: A, promotion: PR } = CONTENT_TYPE;
  return [
    seededAnnouncement(20, PL, 'New lottery games added', '<p>Three new <em>instant lottery</em> games are now live.</p>', '2026-01-05'),
    seededAnnouncement(21, PL, 'Deposit channel update', depositChannelNotice(pagesOrigin), '2026-01-05'),
    seededAnnouncement(23, A, 'Agent commission schedule', '<p>Commissions are paid every Monday.</p>', '2026-01-04'),
    seededAnnouncement(24, PR, 'Refer a friend', '<p>Invite friends and earn rewards on every bet they place.</p>', '2026-01-04'),
  ];
}

export const seedSupportState = (): SupportState => ({ help: seedHelp(), inbox: seedInbox(), feedback: [], popular: [20, 21] });

/** A member's mail, never a prototype property. */
export const mailOf = (support: SupportState, username: string): Mail[] =>
  Object.hasOwn(support.inbox, username) ? (support.inbox[username] as Mail[]) : [];
