import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { PROMO_APPLY_BODY_LIMIT, PROMO_APPLY_LIMITS, PROMO_IMAGE_BASE64_MAX } from '../promotion-limits';

/**
 * Promotions (G-080..G-085, A-166). Dates are YYYY-MM-DD (G-084); `noExpiry` 1 means the promo
 * runs 'long term' (G-082). Claim statuses and the go button's action are decided in
 * docs/decisions/promotions.md (G-084).
 */

/** G-083, G-084: the claim status codes behind the seven labels; null = nothing to show. */
export const CLAIM_STATUSES = ['APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'CLOSED', 'COMING_SOON', 'JOINED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const ClaimStatusSchema = Type.Union(CLAIM_STATUSES.map((s) => Type.Literal(s)));

/** G-084: what the go button does: open the application form, open a link, or nothing (info only). */
export const PROMO_ACTIONS = ['APPLY', 'LINK', 'NONE'] as const;
export type PromoAction = (typeof PROMO_ACTIONS)[number];

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

export const PromotionCategory = Type.Object(
  { id: Type.Integer({ minimum: 1 }), title: Type.String() },
  { $id: 'PromotionCategory', additionalProperties: false },
);
export type PromotionCategory = Static<typeof PromotionCategory>;

export const PromotionImage = Type.Object({ url: Type.String(), sequence: Type.Integer() }, { additionalProperties: false });
export type PromotionImage = Static<typeof PromotionImage>;

export const Promotion = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    /** HTML: rendered only through the site's sanitizer. */
    content: Type.String(),
    startDate: IsoDate,
    /** '' when noExpiry is 1. */
    endDate: Type.String({ maxLength: 10 }),
    /** 1 = no end date ('long term', G-082). */
    noExpiry: Type.Union([Type.Literal(0), Type.Literal(1)]),
    /** Read mark of the session's member (false for visitors). */
    read: Type.Boolean(),
    promoAnnouncementCategoryIds: Type.Array(Type.Integer()),
    announcementImages: Type.Array(PromotionImage),
    /** G-084: the member's claim status (or CLOSED / COMING_SOON by date for everybody); null = none. */
    claimStatus: Type.Union([ClaimStatusSchema, Type.Null()]),
    /** G-084: the go button's action. */
    action: Type.Union(PROMO_ACTIONS.map((a) => Type.Literal(a))),
    /** Target of a LINK action (site path or URL; the site passes it through safeUrl). */
    linkUrl: Type.String(),
    /** The REFERRAL promo (invite friends). */
    referral: Type.Boolean(),
  },
  { $id: 'Promotion', additionalProperties: false },
);
export type Promotion = Static<typeof Promotion>;

export const PromotionsQuery = Type.Object(
  {
    /** 0 = every category. */
    categoryId: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    language: Type.String({ maxLength: 8, default: 'en' }),
  },
  { additionalProperties: false },
);
export type PromotionsQuery = Static<typeof PromotionsQuery>;

export const PromotionsValue = Type.Object(
  { categories: Type.Array(PromotionCategory), list: Type.Array(Promotion) },
  { $id: 'PromotionsValue', additionalProperties: false },
);
export type PromotionsValue = Static<typeof PromotionsValue>;

/** G-084 "available promotions": the ids the session's member may apply for right now. */
export const AvailablePromotionsValue = Type.Object(
  { ids: Type.Array(Type.Integer()) },
  { $id: 'AvailablePromotionsValue', additionalProperties: false },
);
export type AvailablePromotionsValue = Static<typeof AvailablePromotionsValue>;

/** The member's own marks on every promotion: read and claim status (merged by the site into the public list). */
export const MyPromotionsValue = Type.Object(
  {
    list: Type.Array(
      Type.Object(
        { id: Type.Integer(), read: Type.Boolean(), claimStatus: Type.Union([ClaimStatusSchema, Type.Null()]) },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'MyPromotionsValue', additionalProperties: false },
);
export type MyPromotionsValue = Static<typeof MyPromotionsValue>;

export const PromotionReadBody = Type.Object(
  { promotionId: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
  { additionalProperties: false },
);
export type PromotionReadBody = Static<typeof PromotionReadBody>;
export const PromotionReadValue = Type.Object({ promotionId: Type.Integer(), read: Type.Boolean() }, { additionalProperties: false });
export type PromotionReadValue = Static<typeof PromotionReadValue>;

export const PromotionApplyImage = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 120 }),
    mimeType: Type.Union(PROMO_APPLY_LIMITS.mimeTypes.map((m) => Type.Literal(m))),
    /** Base64 of the file (no data: prefix). */
    data: Type.String({ minLength: 1, maxLength: PROMO_IMAGE_BASE64_MAX }),
  },
  { additionalProperties: false },
);
export type PromotionApplyImage = Static<typeof PromotionApplyImage>;

export const PromotionApplyBody = Type.Object(
  {
    promotionId: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    comment: Type.String({ maxLength: PROMO_APPLY_LIMITS.commentMaxLength }),
    images: Type.Array(PromotionApplyImage, { maxItems: PROMO_APPLY_LIMITS.maxImages }),
  },
  { additionalProperties: false },
);
export type PromotionApplyBody = Static<typeof PromotionApplyBody>;
export const PromotionApplyValue = Type.Object(
  { promotionId: Type.Integer(), claimStatus: ClaimStatusSchema },
  { additionalProperties: false },
);
export type PromotionApplyValue = Static<typeof PromotionApplyValue>;

export const promotionsEndpoints = {
  list: defineEndpoint({
    id: 'promotions.list',
    method: 'GET',
    path: '/api/promotions',
    // Visitors see promotions too; a live token adds the member's read marks and statuses.
    auth: false,
    quiet: false,
    encrypted: false,
    summary: 'Promotion categories and promotions (G-080, G-085); a token adds read marks and claim statuses.',
    query: PromotionsQuery,
    response: PromotionsValue,
  }),
  mine: defineEndpoint({
    id: 'promotions.mine',
    method: 'GET',
    path: '/api/promotions/mine',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: "The member's read mark and claim status of every promotion (the list itself is public).",
    response: MyPromotionsValue,
  }),
  available: defineEndpoint({
    id: 'promotions.available',
    method: 'GET',
    path: '/api/promotions/available',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Ids of the promotions the member may apply for now (G-084).',
    response: AvailablePromotionsValue,
  }),
  markRead: defineEndpoint({
    id: 'promotions.markRead',
    method: 'POST',
    path: '/api/promotions/read',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: 'Marks one promotion read for the member.',
    body: PromotionReadBody,
    response: PromotionReadValue,
  }),
  apply: defineEndpoint({
    id: 'promotions.apply',
    method: 'POST',
    path: '/api/promotions/apply',
    auth: true,
    quiet: false,
    encrypted: false,
    bodyLimit: PROMO_APPLY_BODY_LIMIT,
    summary: 'Activity application (A-166): comment <= 140 chars, <= 3 png/jpg images of <= 5 MB (base64 JSON); status -> APPLYING.',
    body: PromotionApplyBody,
    response: PromotionApplyValue,
  }),
};
