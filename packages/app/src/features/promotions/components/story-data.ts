import type { Promotion } from '@m/contracts';

/** A promotion for stories: override what a story needs. */
export const storyPromo = (over: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  title: '100% first deposit bonus',
  content: '<p>Deposit and receive a <strong>100% bonus</strong> up to 500.</p><ul><li>Turnover 10x</li></ul>',
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

export const pngFile = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });
