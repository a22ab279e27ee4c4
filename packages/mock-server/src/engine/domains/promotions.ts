import { api, PROMO_APPLY_LIMITS, type ClaimStatus, type Promotion, type PromotionApplyImage } from '@m/contracts';
import { badRequest, SimError } from '../errors';
import { defineHandler } from '../handler';
import { codePointLength } from '../validate';
import type { PromoDef, PromotionsState } from '../promotions-state';
import type { WorldState } from '../state';
import { refuseTrial } from './common';
import { artUrl, contentLanguage, localise } from '../content-i18n';

/**
 * Promotions area (contracts api/promotions.ts, G-080..G-085, A-166). Dates are compared as UTC
 * calendar days of the world clock. Claim statuses: the member's own (APPLYING, REJECTED, ISSUED,
 * CLAIMED, JOINED) win; otherwise CLOSED after the end date and COMING_SOON before the start
 * (docs/decisions/promotions.md G-084).
 */

export const dayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** The member's own claim of one promo (Object.hasOwn: usernames and ids are client-supplied). */
function memberClaim(state: PromotionsState, username: string | null, id: number): ClaimStatus | null {
  if (!username || !Object.hasOwn(state.claims, username)) return null;
  const claims = state.claims[username]!;
  const key = String(id);
  return Object.hasOwn(claims, key) ? claims[key]! : null;
}

const started = (p: PromoDef, today: string) => p.startDate <= today;
const ended = (p: PromoDef, today: string) => p.noExpiry === 0 && p.endDate !== '' && p.endDate < today;

export function claimStatusOf(state: PromotionsState, p: PromoDef, username: string | null, today: string): ClaimStatus | null {
  const own = memberClaim(state, username, p.id);
  if (own) return own;
  if (!started(p, today)) return 'COMING_SOON';
  if (ended(p, today)) return 'CLOSED';
  return null;
}

/** G-084: open for application: APPLY action, running today, and no live claim (a REJECTED one may apply again). */
export function isAvailable(state: PromotionsState, p: PromoDef, username: string, today: string): boolean {
  if (p.action !== 'APPLY' || !started(p, today) || ended(p, today)) return false;
  const own = memberClaim(state, username, p.id);
  return own === null || own === 'REJECTED';
}

function liveUsername(state: WorldState, token: string | undefined, now: number): string | null {
  if (!token || !Object.hasOwn(state.sessions, token)) return null;
  const s = state.sessions[token]!;
  return s.expiresAt > now ? s.username : null;
}

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPG = [0xff, 0xd8, 0xff];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decoded size of a base64 string (without decoding it). */
export const base64Bytes = (data: string): number =>
  Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

function firstBytes(data: string): number[] {
  const bin = atob(data.slice(0, 8));
  return Array.from(bin, (c) => c.charCodeAt(0));
}

/** png or jpg (checked by content, not only by the declared type), at most 5 MB each. */
function checkImage(image: PromotionApplyImage, index: number): number {
  const n = index + 1;
  if (image.data.length % 4 !== 0 || !BASE64.test(image.data)) throw badRequest('images', `image ${n}: data is not base64`);
  const bytes = base64Bytes(image.data);
  if (bytes > PROMO_APPLY_LIMITS.maxImageBytes) throw badRequest('images', `image ${n}: ${bytes} bytes is over the 5 MB limit`);
  const head = firstBytes(image.data);
  const magic = image.mimeType === 'image/png' ? PNG : JPG;
  if (!magic.every((b, i) => head[i] === b)) throw badRequest('images', `image ${n}: only png or jpg images are accepted`);
  return bytes;
}

export const promotionsHandlers = {
  ...defineHandler(api.promotions.list, ({ state, query, headers, now }) => {
    const s = state.promotions;
    const username = liveUsername(state, headers.token, now);
    const today = dayOf(now);
    const reads = username && Object.hasOwn(s.reads, username) ? new Set(s.reads[username]) : new Set<number>();
    // Categories, titles and texts in the language asked for; images draw the same title.
    const language = contentLanguage(query.language);
    const list: Promotion[] = s.items
      .filter((p) => query.categoryId === 0 || p.categoryIds.includes(query.categoryId))
      .map((p) => ({
        id: p.id,
        title: localise(p.title, language),
        content: localise(p.content, language),
        startDate: p.startDate,
        endDate: p.noExpiry === 1 ? '' : p.endDate,
        noExpiry: p.noExpiry,
        read: reads.has(p.id),
        promoAnnouncementCategoryIds: [...p.categoryIds],
        announcementImages: [...p.images]
          .sort((a, b) => a.sequence - b.sequence)
          .map((i) => ({ ...i, url: artUrl(i.url, language, localise(p.title, language)) })),
        claimStatus: claimStatusOf(s, p, username, today),
        action: p.action,
        linkUrl: p.linkUrl,
        referral: p.referral,
      }));
    return { categories: s.categories.map((c) => ({ ...c, title: localise(c.title, language) })), list };
  }),
  ...defineHandler(api.promotions.mine, ({ state, session, now }) => {
    const s = state.promotions;
    const username = session!.user.username;
    const today = dayOf(now);
    const reads = Object.hasOwn(s.reads, username) ? new Set(s.reads[username]) : new Set<number>();
    return { list: s.items.map((p) => ({ id: p.id, read: reads.has(p.id), claimStatus: claimStatusOf(s, p, username, today) })) };
  }),
  ...defineHandler(api.promotions.available, ({ state, session, now }) => {
    const user = session!.user;
    refuseTrial(user);
    const today = dayOf(now);
    return { ids: state.promotions.items.filter((p) => isAvailable(state.promotions, p, user.username, today)).map((p) => p.id) };
  }),
  ...defineHandler(api.promotions.markRead, ({ state, session, body }) => {
    const user = session!.user;
    const s = state.promotions;
    if (!s.items.some((p) => p.id === body.promotionId)) throw new SimError('promotion.not.found', `no promotion ${body.promotionId}`);
    const list = Object.hasOwn(s.reads, user.username) ? s.reads[user.username]! : (s.reads[user.username] = []);
    if (!list.includes(body.promotionId)) list.push(body.promotionId);
    return { promotionId: body.promotionId, read: true };
  }),
  ...defineHandler(api.promotions.apply, ({ state, session, body, now }) => {
    const user = session!.user;
    refuseTrial(user);
    const s = state.promotions;
    const promo = s.items.find((p) => p.id === body.promotionId);
    if (!promo) throw new SimError('promotion.not.found', `no promotion ${body.promotionId}`);
    if (!isAvailable(s, promo, user.username, dayOf(now))) {
      throw new SimError('promotion.not.available', `promotion ${promo.id} is not open for ${user.username}`);
    }
    // The schema already bounds the comment (140) and the count (3); these guard other transports.
    if (codePointLength(body.comment) > PROMO_APPLY_LIMITS.commentMaxLength)
      throw badRequest('comment', 'comment is longer than 140 characters');
    if (body.images.length > PROMO_APPLY_LIMITS.maxImages) throw badRequest('images', 'at most 3 images');
    const imageBytes = body.images.map(checkImage);
    const claims = Object.hasOwn(s.claims, user.username) ? s.claims[user.username]! : (s.claims[user.username] = {});
    claims[String(promo.id)] = 'APPLYING';
    s.applications.push({ username: user.username, promotionId: promo.id, comment: body.comment, imageBytes, at: now });
    return { promotionId: promo.id, claimStatus: 'APPLYING' as const };
  }),
};
