import { api, vipStanding, type VipLevel } from '@m/contracts';
import { contentLanguage, localise } from '../content-i18n';
import { SimError } from '../errors';
import { defineHandler, type HandlerContext } from '../handler';
import type { SimUser } from '../state';
import { unreadOf } from '../unread-state';
import { book, walletOf } from '../wallet/wallet-book';
import { inRange, pageOf, refuseTrial } from './common';

/** Member counters (contracts api/member.ts): inbox and chat unread counts (A§7, G-017). */

export const memberHandlers = {
  ...defineHandler(api.member.inboxUnread, ({ state, session }) => {
    const user = session!.user;
    refuseTrial(user);
    return unreadOf(state.unread, user.username).inbox;
  }),
  // CBS3 off is refused by dispatch (no.permission) before this runs.
  ...defineHandler(api.member.chatUnread, ({ state, session }) => {
    const user = session!.user;
    refuseTrial(user);
    return { unReadCount: unreadOf(state.unread, user.username).chat };
  }),
  // Member centre.
  ...defineHandler(api.member.setNickname, ({ session, body }) => {
    const user = session!.user;
    refuseTrial(user);
    const nickname = body.nickname.trim();
    if (!nickname) throw new SimError('bad.request', 'nickname is empty', { field: 'nickname' });
    user.nickname = nickname;
    return { nickname };
  }),
  ...defineHandler(api.member.headIcons, () => [...HEAD_ICONS]),
  ...defineHandler(api.member.setAvatar, ({ state, session, body }) => {
    const user = session!.user;
    refuseTrial(user);
    if (!HEAD_ICONS.includes(body.avatar)) throw new SimError('bad.request', 'unknown head icon', { field: 'avatar' });
    const avatar = { avatar: body.avatar, avatarType: 'STATIC' as const };
    state.auth.avatars[user.username] = avatar;
    return avatar;
  }),
  ...defineHandler(api.member.security, ({ session }) => {
    const user = session!.user;
    refuseTrial(user);
    return {
      account: user.username,
      mobileNum: maskMobile(user.mobileNum),
      countryDialingCode: user.countryDialingCode,
      email: maskEmail(user.email),
    };
  }),
  ...defineHandler(api.member.vipBenefits, (ctx) => {
    const user = ctx.session!.user;
    refuseTrial(user);
    const { totalDeposit } = walletOf(ctx, user);
    // The level comes from the deposits by the one rule the VIP page also uses.
    return {
      current: vipStanding(totalDeposit, VIP_LEVELS).current,
      totalDeposit,
      levels: VIP_LEVELS.map((l) => ({ ...l, benefits: [...l.benefits] })),
    };
  }),
  ...defineHandler(api.member.rewards, (ctx) => {
    const user = ctx.session!.user;
    refuseTrial(user);
    const language = contentLanguage(ctx.query.language);
    return walletOf(ctx, user).rewards.map((r) => ({
      ...r,
      title: localise(r.title, language),
      status: r.status === 'CLAIMABLE' && r.expiresAt <= ctx.now ? 'EXPIRED' : r.status,
    }));
  }),
  ...defineHandler(api.member.claimReward, (ctx) => {
    const user = ctx.session!.user;
    refuseTrial(user);
    const reward = walletOf(ctx, user).rewards.find((r) => r.id === ctx.body.id);
    if (!reward || reward.status !== 'CLAIMABLE' || reward.expiresAt <= ctx.now) {
      throw new SimError('reward.unavailable', 'no claimable reward with this id');
    }
    reward.status = 'CLAIMED';
    const record = book(ctx, user, 'R', reward.amount, 'SUCCESS', reward.title);
    return { reward: { ...reward, title: localise(reward.title, contentLanguage(ctx.body.language)) }, record, sumBalance: user.balance };
  }),
  ...defineHandler(api.member.betRecords, (ctx) => {
    const { query } = ctx;
    const all = walletOf(ctx, ctx.session!.user).bets.filter((b) => inRange(b.createdAt, query.from, query.to));
    return pageOf(all, query.pageNo, query.pageSize);
  }),
};

/** The STATIC head icons (the same eight images auth.avatar picks from by default). */
export const HEAD_ICONS: readonly string[] = Array.from({ length: 8 }, (_, i) => `avatar_${i + 1}`);

/**
 * VIP levels (decided, A-018), in ascending order of deposits. A member's level is
 * `vipStanding(totalDeposit, VIP_LEVELS)` (contracts vip.ts), the rule the VIP page uses too.
 */
export const VIP_LEVELS: readonly VipLevel[] = [
  { level: 0, name: 'Bronze', depositNeeded: 0, benefits: ['vip_daily_bonus'] },
  { level: 1, name: 'Silver', depositNeeded: 1_000, benefits: ['vip_daily_bonus', 'vip_cashback_1'] },
  { level: 2, name: 'Gold', depositNeeded: 10_000, benefits: ['vip_daily_bonus', 'vip_cashback_2', 'vip_birthday'] },
  {
    level: 3,
    name: 'Platinum',
    depositNeeded: 50_000,
    benefits: ['vip_daily_bonus', 'vip_cashback_3', 'vip_birthday', 'vip_fast_withdraw'],
  },
];

/** The member's VIP level by the one rule on the wallet's total deposits (member info's clubLabel). */
export function vipLevelOf(ctx: Pick<HandlerContext, 'state' | 'world'>, user: SimUser): VipLevel {
  return VIP_LEVELS[vipStanding(walletOf(ctx, user).totalDeposit, VIP_LEVELS).current]!;
}

export const maskMobile = (m: string) => (m.length > 6 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m);
/** `player01@example.com` -> `pl****@example.com`. */
export const maskEmail = (e: string) => {
  const at = e.indexOf('@');
  if (at < 1) return e ? '****' : '';
  return `${e.slice(0, Math.min(2, at))}****${e.slice(at)}`;
};
