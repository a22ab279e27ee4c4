import { useLocation } from 'react-router-dom';
import { routeIdOf } from '../../shared/paths';
import { BenefitsPage } from './pages/benefits-page';
import { DepositPage } from './pages/deposit-page';
import { GameRecordPage } from './pages/game-record-page';
import { MemberHomePage } from './pages/member-home-page';
import { MemberNoticePage } from './pages/member-notice-page';
import { OtherPage } from './pages/other-page';
import { RewardCenterPage } from './pages/reward-center-page';
import { SecurityCenterPage } from './pages/security-center-page';
import { SettingsPage } from './pages/settings-page';
import { TransactionRecordPage } from './pages/transaction-record-page';
import { WithdrawPage } from './pages/withdraw-page';
import './member.css';

/** The member feature's pages, one lazy chunk; app/routes.tsx maps MEMBER_ROUTE_IDS here. */
const PAGES = {
  memberHome: MemberHomePage,
  set: SettingsPage,
  other: OtherPage,
  voucherCenter: DepositPage,
  withdraw: WithdrawPage,
  benefits: BenefitsPage,
  rewardCenter: RewardCenterPage,
  transactionRecord: TransactionRecordPage,
  gameRecord: GameRecordPage,
  securityCenter: SecurityCenterPage,
  memberNotice: MemberNoticePage,
} as const;

export default function MemberRoute() {
  const { pathname } = useLocation();
  const id = routeIdOf(pathname);
  const Page = id && Object.hasOwn(PAGES, id) ? PAGES[id as keyof typeof PAGES] : MemberHomePage;
  return <Page />;
}
