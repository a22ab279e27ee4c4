import { ClaimStatusSchema, PromotionCategory, PromotionImage } from '@m/contracts';
import { Type, type Static } from '@sinclair/typebox';

/**
 * The promotions part of a world's state (G-080..G-085, A-166). Per-member claim statuses and
 * read marks are keyed by username and then by promotion id (as text), so QA can PATCH one:
 * `{ promotions: { claims: { player01: { "2": "ISSUED" } } } }`. Lookups use Object.hasOwn.
 */
export const PromoDef = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    content: Type.String(),
    startDate: Type.String(),
    endDate: Type.String(),
    noExpiry: Type.Union([Type.Literal(0), Type.Literal(1)]),
    categoryIds: Type.Array(Type.Integer()),
    images: Type.Array(PromotionImage),
    action: Type.Union([Type.Literal('APPLY'), Type.Literal('LINK'), Type.Literal('NONE')]),
    linkUrl: Type.String(),
    referral: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PromoDef = Static<typeof PromoDef>;

export const PromoApplication = Type.Object(
  {
    username: Type.String(),
    promotionId: Type.Integer(),
    comment: Type.String(),
    /** Sizes in bytes of the images received (the images themselves are not kept). */
    imageBytes: Type.Array(Type.Integer()),
    at: Type.Number(),
  },
  { additionalProperties: false },
);
export type PromoApplication = Static<typeof PromoApplication>;

export const PromotionsState = Type.Object(
  {
    categories: Type.Array(PromotionCategory),
    items: Type.Array(PromoDef),
    claims: Type.Record(Type.String(), Type.Record(Type.String(), ClaimStatusSchema)),
    reads: Type.Record(Type.String(), Type.Array(Type.Integer())),
    applications: Type.Array(PromoApplication),
  },
  { additionalProperties: false },
);
export type PromotionsState = Static<typeof PromotionsState>;

const img = (cdn: string, id: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ url: `${cdn}/promos/promo-${id}-${i + 1}.svg`, sequence: i + 1 }));

/**
 * Fixed catalogue (no faker draw, so other seeded bytes stay unchanged). Dates straddle the
 * default clock (2026-01-05) and today's wall time alike: one promo ended in 2025 (CLOSED), one
 * starts in 2027-06 (COMING_SOON). player01's claims show every member status (G-083).
 */
export function seedPromotionsState(pagesOrigin: string): PromotionsState {
  const cdn = `${pagesOrigin}/cdn`;
  const p = (d: Omit<PromoDef, 'images' | 'linkUrl' | 'referral' | 'action'> & Partial<PromoDef>, images = 1): PromoDef => ({
    action: 'APPLY',
    linkUrl: '',
    referral: false,
    images: img(cdn, d.id, images),
    ...d,
  });
  return {
    categories: [
      { id: 1, title: 'Deposit' },
      { id: 2, title: 'Lottery' },
      { id: 3, title: 'Slots' },
      { id: 4, title: 'VIP' },
      { id: 5, title: 'Referral' },
    ],
    items: [
      p(
        {
          id: 1,
          title: '100% first deposit bonus',
          content:
            '<p>Deposit and receive a <strong>100% bonus</strong> up to 500.</p><ul><li>Turnover 10x</li><li>One claim per member</li></ul>',
          startDate: '2026-01-01',
          endDate: '',
          noExpiry: 1,
          categoryIds: [1],
        },
        2,
      ),
      p({
        id: 2,
        title: 'Daily lottery cashback',
        content: '<p>Get 5% of your daily lottery losses back.</p>',
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        noExpiry: 0,
        categoryIds: [2],
      }),
      p({
        id: 3,
        title: 'Slots weekend reload',
        content: '<p>50% reload bonus on slots every weekend.</p>',
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        noExpiry: 0,
        categoryIds: [3, 1],
      }),
      p({
        id: 4,
        title: 'VIP birthday gift',
        content: '<p>VIP members receive a gift in their birthday month.</p>',
        startDate: '2026-01-01',
        endDate: '',
        noExpiry: 1,
        categoryIds: [4],
      }),
      p({
        id: 5,
        title: 'Lucky spin',
        content: '<p>Spin the wheel once a day for free prizes.</p>',
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        noExpiry: 0,
        categoryIds: [3],
      }),
      p({
        id: 6,
        title: 'Lottery tournament',
        content: '<p>Climb the leaderboard of the weekly lottery tournament.</p>',
        startDate: '2026-01-01',
        endDate: '',
        noExpiry: 1,
        categoryIds: [2],
        action: 'LINK',
        linkUrl: '/m/lott',
      }),
      p({
        id: 7,
        title: 'Summer festival',
        content: '<p>The summer festival has ended. Thank you for playing!</p>',
        startDate: '2025-06-01',
        endDate: '2025-08-31',
        noExpiry: 0,
        categoryIds: [1, 3],
      }),
      p({
        id: 8,
        title: 'Mid-year jackpot race',
        content: '<p>A new jackpot race is coming.</p>',
        startDate: '2027-06-01',
        endDate: '2027-07-31',
        noExpiry: 0,
        categoryIds: [2],
      }),
      p({
        id: 9,
        title: 'Invite friends',
        content: '<p>Invite your friends and earn a reward for every friend who deposits.</p>',
        startDate: '2026-01-01',
        endDate: '',
        noExpiry: 1,
        categoryIds: [5],
        action: 'NONE',
        referral: true,
      }),
      p(
        {
          id: 10,
          title: 'Loyalty points',
          content: '<p>Earn loyalty points on every bet. Nothing to apply for.</p>',
          startDate: '2026-01-01',
          endDate: '',
          noExpiry: 1,
          categoryIds: [4],
          action: 'NONE',
        },
        0,
      ),
    ],
    claims: { player01: { '2': 'APPLYING', '3': 'REJECTED', '4': 'ISSUED', '5': 'CLAIMED', '6': 'JOINED' } },
    reads: { player01: [4] },
    applications: [],
  };
}
