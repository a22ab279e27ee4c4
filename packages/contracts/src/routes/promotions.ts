import type {
  AvailablePromotionsValue,
  MyPromotionsValue,
  PromotionApplyBody,
  PromotionApplyValue,
  PromotionReadBody,
  PromotionReadValue,
  PromotionsQuery,
  PromotionsValue,
} from '../api/promotions';
import { defineRoute } from '../endpoint';

/** the application form's limits, shared by the site and the simulator. */
export const PROMO_APPLY_LIMITS = {
  commentMaxLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg'],
} as const;
/** Base64 length of the largest image (4 characters per 3 bytes, padded). */
export const PROMO_IMAGE_BASE64_MAX = 4 * Math.ceil(PROMO_APPLY_LIMITS.maxImageBytes / 3);
/** G-084: the application is ONE JSON body with base64 images; its route raises the body limit to this. */
export const PROMO_APPLY_BODY_LIMIT = PROMO_APPLY_LIMITS.maxImages * PROMO_IMAGE_BASE64_MAX + 64 * 1024;

/** Promotions (G-080..G-085, A-166): list with categories, available ids, read mark, application. */
export const promotionsRoutes = {
  list: defineRoute<{ query: PromotionsQuery; value: PromotionsValue }>({
    id: 'promotions.list',
    method: 'GET',
    path: '/api/promotions',
    // Visitors see promotions too; a live token adds the member's read marks and statuses.
    auth: false,
    quiet: false,
    encrypted: false,
  }),
  mine: defineRoute<{ value: MyPromotionsValue }>({
    id: 'promotions.mine',
    method: 'GET',
    path: '/api/promotions/mine',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  available: defineRoute<{ value: AvailablePromotionsValue }>({
    id: 'promotions.available',
    method: 'GET',
    path: '/api/promotions/available',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  markRead: defineRoute<{ body: PromotionReadBody; value: PromotionReadValue }>({
    id: 'promotions.markRead',
    method: 'POST',
    path: '/api/promotions/read',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  apply: defineRoute<{ body: PromotionApplyBody; value: PromotionApplyValue }>({
    id: 'promotions.apply',
    method: 'POST',
    path: '/api/promotions/apply',
    auth: true,
    quiet: false,
    encrypted: false,
    bodyLimit: PROMO_APPLY_BODY_LIMIT,
  }),
};
