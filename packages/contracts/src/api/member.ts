import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { ContentLanguage } from './announcements';
import { AvatarValue } from './auth';
import { WalletRecord } from './wallet';

/** Member counters (A§7, G-017, A-101). */

/** A§7: the inbox unread count is a bare number. */
export const InboxUnreadValue = Type.Integer({ minimum: 0, $id: 'InboxUnreadValue' });
export type InboxUnreadValue = Static<typeof InboxUnreadValue>;

/** A§7: value.unReadCount (the spec's spelling). */
export const ChatUnreadValue = Type.Object(
  { unReadCount: Type.Integer({ minimum: 0 }) },
  { $id: 'ChatUnreadValue', additionalProperties: false },
);
export type ChatUnreadValue = Static<typeof ChatUnreadValue>;

/** Member centre. Nickname: 1..20 characters after trimming. */
export const NICKNAME_MAX = 20;
export const SetNicknameBody = Type.Object(
  { nickname: Type.String({ minLength: 1, maxLength: NICKNAME_MAX }) },
  { additionalProperties: false },
);
export type SetNicknameBody = Static<typeof SetNicknameBody>;
export const SetNicknameValue = Type.Object({ nickname: Type.String() }, { $id: 'SetNicknameValue', additionalProperties: false });
export type SetNicknameValue = Static<typeof SetNicknameValue>;

/** The STATIC head icons a member may pick (names under settings.info.paths.avatar, `.png` added). */
export const HeadIconsValue = Type.Array(Type.String(), { $id: 'HeadIconsValue' });
export type HeadIconsValue = Static<typeof HeadIconsValue>;
export const SetAvatarBody = Type.Object({ avatar: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export type SetAvatarBody = Static<typeof SetAvatarBody>;

/** Security centre: contact data masked by the backend (never sent in full). */
export const SecurityInfoValue = Type.Object(
  {
    account: Type.String(),
    mobileNum: Type.String(),
    countryDialingCode: Type.String(),
    email: Type.String(),
  },
  { $id: 'SecurityInfoValue', additionalProperties: false },
);
export type SecurityInfoValue = Static<typeof SecurityInfoValue>;

export const VipLevel = Type.Object(
  {
    level: Type.Integer({ minimum: 0 }),
    name: Type.String(),
    /** Total deposits needed to reach the level. */
    depositNeeded: Type.Number(),
    benefits: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type VipLevel = Static<typeof VipLevel>;
export const VipBenefitsValue = Type.Object(
  {
    /** The member's level, its name is clubLabel.labelName. */
    current: Type.Integer({ minimum: 0 }),
    totalDeposit: Type.Number(),
    levels: Type.Array(VipLevel),
  },
  { $id: 'VipBenefitsValue', additionalProperties: false },
);
export type VipBenefitsValue = Static<typeof VipBenefitsValue>;

export const REWARD_STATUSES = ['CLAIMABLE', 'CLAIMED', 'EXPIRED'] as const;
export const Reward = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    amount: Type.Number(),
    status: Type.Union(REWARD_STATUSES.map((s) => Type.Literal(s))),
    expiresAt: Type.Number(),
  },
  { additionalProperties: false },
);
export type Reward = Static<typeof Reward>;
export const RewardsValue = Type.Array(Reward, { $id: 'RewardsValue' });
export type RewardsValue = Static<typeof RewardsValue>;
/** The reward centre in a display language (the backend translates reward titles). */
export const RewardsQuery = Type.Object({ language: ContentLanguage }, { additionalProperties: false });
export type RewardsQuery = Static<typeof RewardsQuery>;
export const ClaimRewardBody = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }), language: ContentLanguage },
  { additionalProperties: false },
);
export type ClaimRewardBody = Static<typeof ClaimRewardBody>;
export const ClaimRewardValue = Type.Object(
  { reward: Reward, record: WalletRecord, sumBalance: Type.Number() },
  { $id: 'ClaimRewardValue', additionalProperties: false },
);
export type ClaimRewardValue = Static<typeof ClaimRewardValue>;

export const BetRecord = Type.Object(
  {
    id: Type.String(),
    vendor: Type.String(),
    gameName: Type.String(),
    betAmount: Type.Number(),
    /** Payout; 0 for a lost bet. */
    winAmount: Type.Number(),
    createdAt: Type.Number(),
  },
  { additionalProperties: false },
);
export type BetRecord = Static<typeof BetRecord>;
export const BetRecordsQuery = Type.Object(
  {
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
    to: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
    pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  },
  { additionalProperties: false },
);
export type BetRecordsQuery = Static<typeof BetRecordsQuery>;
export const BetRecordsValue = Type.Object(
  { list: Type.Array(BetRecord), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() },
  { $id: 'BetRecordsValue', additionalProperties: false },
);
export type BetRecordsValue = Static<typeof BetRecordsValue>;

export const memberEndpoints = {
  // A§7 "Inbox unread count (quiet) | number".
  inboxUnread: defineEndpoint({
    id: 'member.inboxUnread',
    method: 'GET',
    path: '/api/member/inbox/unread',
    auth: true,
    quiet: true,
    encrypted: false,
    summary: "Unread inbox mails of the session's member (types 0, 1, 2; a trial gets trial.forbidden).",
    response: InboxUnreadValue,
  }),
  // A§7 "Chat unread count | module id CBS3 | value.unReadCount" (A-016: module header).
  chatUnread: defineEndpoint({
    id: 'member.chatUnread',
    method: 'GET',
    path: '/api/member/chat/unread',
    auth: true,
    quiet: true,
    encrypted: false,
    module: 'CBS3',
    summary: "Unread live-chat messages of the session's member, while CBS3 is on (a trial gets trial.forbidden).",
    response: ChatUnreadValue,
  }),
  // Member centre: settings, security, VIP benefits, reward centre, bet records.
  setNickname: defineEndpoint({
    id: 'member.setNickname',
    method: 'POST',
    path: '/api/member/nickname',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Changes the nickname (1..20 characters, trimmed). A trial gets trial.forbidden.',
    body: SetNicknameBody,
    response: SetNicknameValue,
  }),
  headIcons: defineEndpoint({
    id: 'member.headIcons',
    method: 'GET',
    path: '/api/member/head-icons',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'The STATIC head icons a member may choose.',
    response: HeadIconsValue,
  }),
  setAvatar: defineEndpoint({
    id: 'member.setAvatar',
    method: 'POST',
    path: '/api/member/avatar',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Sets a STATIC avatar from the head-icon list (else bad.request). A trial gets trial.forbidden.',
    body: SetAvatarBody,
    response: AvatarValue,
  }),
  security: defineEndpoint({
    id: 'member.security',
    method: 'GET',
    path: '/api/member/security',
    auth: true,
    quiet: false,
    encrypted: false,
    summary: 'Security centre: account, masked mobile and email. A trial gets trial.forbidden.',
    response: SecurityInfoValue,
  }),
  vipBenefits: defineEndpoint({
    id: 'member.vipBenefits',
    method: 'GET',
    path: '/api/member/vip-benefits',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'VIPBENEFIT',
    summary: 'VIP levels and benefits, the member level and total deposit (VIPBENEFIT). A trial gets trial.forbidden.',
    response: VipBenefitsValue,
  }),
  rewards: defineEndpoint({
    id: 'member.rewards',
    method: 'GET',
    path: '/api/member/rewards',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'REWCEN3',
    summary: 'Reward centre (REWCEN3): seeded rewards, titles in `language`. A trial gets trial.forbidden.',
    query: RewardsQuery,
    response: RewardsValue,
  }),
  claimReward: defineEndpoint({
    id: 'member.claimReward',
    method: 'POST',
    path: '/api/member/rewards/claim',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'REWCEN3',
    summary:
      'Claims a CLAIMABLE reward: credits the wallet and adds an R record; the reward answered with its title in `language`. Failures: reward.unavailable, trial.forbidden.',
    body: ClaimRewardBody,
    response: ClaimRewardValue,
  }),
  betRecords: defineEndpoint({
    id: 'member.betRecords',
    method: 'GET',
    path: '/api/member/bet-records',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'TRANSBETREPMEM3',
    summary: 'Betting records (TRANSBETREPMEM3), newest first; from/to epoch ms, paged.',
    query: BetRecordsQuery,
    response: BetRecordsValue,
  }),
};
