import type { PromotionApplyBody } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../../../shared/api/client';

/** GET promotions.list (G-080, G-085): categories and promotions; the token adds read marks and statuses. */
export const getPromotions = (language: string) => call(routes.promotions.list, { query: { categoryId: 0, language } });

/** GET agent.info (G-095): the agent's code and invite link, for the get-agent modal. */
export const getAgentInfo = () => call(routes.agent.info);

/** GET promotions.mine: the member's read marks and claim statuses, merged into the public list. Quiet. */
export const getMyPromotions = () => call(routes.promotions.mine);

/** GET promotions.available (G-084): ids the member may apply for now. Quiet. */
export const getAvailablePromotions = () => call(routes.promotions.available);

/** POST promotions.markRead: the promo opened by the member. Quiet. */
export const markPromotionRead = (promotionId: number) => call(routes.promotions.markRead, { body: { promotionId } });

/** POST promotions.apply: one JSON body, images as base64 (G-084). */
export const applyPromotion = (body: PromotionApplyBody, opts?: CallOptions) => call(routes.promotions.apply, { body }, opts);
