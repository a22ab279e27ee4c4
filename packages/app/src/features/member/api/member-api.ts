import { CONTENT_TYPE, DEFAULT_MERCHANT_CODE, type DepositMethod, type WalletRecordsQuery, type BetRecordsQuery } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call, type CallOptions } from '../../../shared/api/client';
import { displayLanguage } from '../../../shared/stores/ui-store';

/** Every call of the member feature (contracts areas `wallet` and `member`, A-018); member info and avatar are the session's (shared/session). */

export const getMemberWallet = () => call(routes.wallet.member);
export const getMerchantWallet = () => call(routes.wallet.merchant);
export const getWalletRecords = (query: WalletRecordsQuery) => call(routes.wallet.records, { query });
export const getDepositMethods = () => call(routes.wallet.depositMethods);
export const deposit = (amount: number, method: DepositMethod, opts?: CallOptions) =>
  call(routes.wallet.deposit, { body: { amount, method } }, opts);
export const withdraw = (amount: number, password: string, opts?: CallOptions) =>
  call(routes.wallet.withdraw, { body: { amount, password } }, opts);

export const setNickname = (nickname: string) => call(routes.member.setNickname, { body: { nickname } });
export const getHeadIcons = () => call(routes.member.headIcons);
export const setAvatar = (avatar: string) => call(routes.member.setAvatar, { body: { avatar } });
export const getSecurityInfo = () => call(routes.member.security);
export const getVipBenefits = () => call(routes.member.vipBenefits);
/** Reward titles come in the display language. */
export const getRewards = () => call(routes.member.rewards, { query: { language: displayLanguage() } });
export const claimReward = (id: string, opts?: CallOptions) =>
  call(routes.member.claimReward, { body: { id, language: displayLanguage() } }, opts);
export const getBetRecords = (query: BetRecordsQuery) => call(routes.member.betRecords, { query });

/** The agents' notices (type A) of the announcements area; read only (the support feature owns the area). */
export const getAgentNotices = async () =>
  (
    await call(routes.announcements.list, {
      query: {
        types: CONTENT_TYPE.agent,
        groupName: 'm_home',
        platform: 'M',
        merchantCode: DEFAULT_MERCHANT_CODE,
        language: displayLanguage(),
      },
    })
  ).agent;
