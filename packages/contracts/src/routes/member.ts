import type {
  BetRecordsQuery,
  BetRecordsValue,
  ChatUnreadValue,
  ClaimRewardBody,
  ClaimRewardValue,
  HeadIconsValue,
  InboxUnreadValue,
  RewardsValue,
  SecurityInfoValue,
  SetAvatarBody,
  SetNicknameBody,
  SetNicknameValue,
  VipBenefitsValue,
} from '../api/member';
import type { AvatarValue } from '../api/auth';
import { defineRoute } from '../endpoint';

/**
 * Member counters (A§7, G§2, G-017): the footer's unread badge. Member info itself stays in the
 * `auth` area (auth.memberInfo, A-104); this area holds the member's inbox and chat counters.
 * Both load only for types 0, 1, 2 (UNREAD_COUNT_TYPES); a trial (type 4) gets trial.forbidden.
 */
export const memberRoutes = {
  // A§7 "Inbox unread count (quiet) | number".
  inboxUnread: defineRoute<{ value: InboxUnreadValue }>({
    id: 'member.inboxUnread',
    method: 'GET',
    path: '/api/member/inbox/unread',
    auth: true,
    quiet: true,
    encrypted: false,
  }),
  // A§7 "Chat unread count | module id CBS3 | value.unReadCount" (A-016: module header).
  chatUnread: defineRoute<{ value: ChatUnreadValue }>({
    id: 'member.chatUnread',
    method: 'GET',
    path: '/api/member/chat/unread',
    auth: true,
    quiet: true,
    encrypted: false,
    module: 'CBS3',
  }),
  // Member centre (A-018, issue 10): settings, security, VIP benefits, reward centre, bet records.
  setNickname: defineRoute<{ body: SetNicknameBody; value: SetNicknameValue }>({
    id: 'member.setNickname',
    method: 'POST',
    path: '/api/member/nickname',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  headIcons: defineRoute<{ value: HeadIconsValue }>({
    id: 'member.headIcons',
    method: 'GET',
    path: '/api/member/head-icons',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  setAvatar: defineRoute<{ body: SetAvatarBody; value: AvatarValue }>({
    id: 'member.setAvatar',
    method: 'POST',
    path: '/api/member/avatar',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  security: defineRoute<{ value: SecurityInfoValue }>({
    id: 'member.security',
    method: 'GET',
    path: '/api/member/security',
    auth: true,
    quiet: false,
    encrypted: false,
  }),
  vipBenefits: defineRoute<{ value: VipBenefitsValue }>({
    id: 'member.vipBenefits',
    method: 'GET',
    path: '/api/member/vip-benefits',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'VIPBENEFIT',
  }),
  rewards: defineRoute<{ value: RewardsValue }>({
    id: 'member.rewards',
    method: 'GET',
    path: '/api/member/rewards',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'REWCEN3',
  }),
  claimReward: defineRoute<{ body: ClaimRewardBody; value: ClaimRewardValue }>({
    id: 'member.claimReward',
    method: 'POST',
    path: '/api/member/rewards/claim',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'REWCEN3',
  }),
  betRecords: defineRoute<{ query: BetRecordsQuery; value: BetRecordsValue }>({
    id: 'member.betRecords',
    method: 'GET',
    path: '/api/member/bet-records',
    auth: true,
    quiet: false,
    encrypted: false,
    module: 'TRANSBETREPMEM3',
  }),
};
