import type { Promotion } from '@m/contracts';

/** A promotion for stories: override what a story needs. */
export const storyPromo = (over: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  title: '100% first deposit bonus',
  content: '<p>Deposit and receive a <strong>100% bonus</strong> up to 500.</p><ul><li>Turnover 10x</li><li>One claim per member</li></ul>',
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  noExpiry: 0,
  read: false,
  promoAnnouncementCategoryIds: [1],
  announcementImages: [{ url: '/cdn/promos/promo-1-1.png', sequence: 1 }],
  claimStatus: null,
  action: 'APPLY',
  linkUrl: '',
  referral: false,
  ...over,
});

/** Titles the simulator seeds (and translates), for a list of promotions. */
export const PROMOTION_TITLES = [
  '100% first deposit bonus',
  'Daily lottery cashback',
  'Slots weekend reload',
  'VIP birthday gift',
  'Lucky spin',
  'Lottery tournament',
];

export const pngFile = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });
