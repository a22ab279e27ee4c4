import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryMember } from '../features/member/components/story-member';
import { translate } from '../shared/i18n/i18n';
import { AppAt } from '../test/story-providers';
import { animationsSettled, FIRST_SCREEN_TIMEOUT_MS, textPattern } from '../test/story-waits';
import { routeMeta } from '../shared/paths';

/**
 * Screens (issue 12): every route of the site, rendered by the real app over the simulator's MSW
 * transport, each story on its own world (world id = story id). `parameters.simScenario` names
 * the scenario, so product and QA speak the same names; `user` signs a well-known account in
 * first (a real login call). The areas' own "App/..." stories add more states of the same
 * screens. `screens.test.ts` fails when a route of the paths table has no story here.
 */
type ScreenUser = 'player01' | 'agent001';

function Screen({ path, user, theme }: { path: string; user?: ScreenUser; theme?: 'light' | 'dark' }) {
  const site = <AppAt path={path} theme={theme} />;
  return user ? <StoryMember userName={user}>{site}</StoryMember> : site;
}

const meta = {
  title: 'Screens/Every route',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/home' },
  // What a visitor sees first on every screen: a popup's dialog once it has slid in (not a frame
  // of its animation), home's navigation, or the page's title in the back header.
  play: async ({ args }) => {
    const page = within(document.body);
    const route = routeMeta(new URL(args.path, 'http://site').pathname);
    const timeout = FIRST_SCREEN_TIMEOUT_MS;
    if (route.popup) {
      const dialog = await page.findByRole('dialog', {}, { timeout });
      await animationsSettled();
      await expect(dialog).toBeVisible();
    } else if (route.id === 'home' || route.topBanner) await expect(await page.findByRole('navigation', { name: translate('menu.footer_nav') }, { timeout })).toBeInTheDocument();
    else await expect(await page.findByRole('heading', { level: 1, name: translate(route.titleKey) }, { timeout })).toBeInTheDocument();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const guest = (path: string, simScenario?: string): Story => ({ args: { path }, ...(simScenario ? { parameters: { simScenario } } : {}) });
const member = (path: string, simScenario?: string): Story => ({ args: { path, user: 'player01' }, ...(simScenario ? { parameters: { simScenario } } : {}) });
const agent = (path: string, simScenario?: string): Story => ({ args: { path, user: 'agent001' }, ...(simScenario ? { parameters: { simScenario } } : {}) });

// Frame and account (A§1, A§2).
export const Home = guest('/m/home');
export const HomeMember = member('/m/home');
export const HomeDark: Story = { args: { path: '/m/home', theme: 'dark' } };
export const Login = guest('/m/login');
export const LoginCaptchaRequired = guest('/m/login', 'captcha-required');
export const Register = guest('/m/register');
export const Forget = guest('/m/forget');
export const ChangePassword = member('/m/changePsw');
export const Trial = guest('/m/trail');

// Support (A§3..A§9).
export const Feedback = member('/m/feedback');
export const Help = guest('/m/help');
export const HelpTerms = guest('/m/help?tag=terms');
export const Messages = member('/m/message');
export const MessageDetail = member('/m/messageDetail?id=1');
export const Notices = member('/m/notice');
export const NoticesEmpty = member('/m/notice', 'empty');
export const WebEmail = member('/m/webEmail');
export const Customer = guest('/m/customer');
export const AppDownload = guest('/m/app');
export const UserAgreement = guest('/m/useragreement');
export const Privacy = guest('/m/privacy');

// Games and lottery (G§2..G§9).
export const Hot = guest('/m/hot');
export const Rng = guest('/m/rng');
export const InHouse = guest('/m/inhouse');
export const Pvp = guest('/m/pvp');
export const Fish = guest('/m/fish');
export const Live = guest('/m/live');
export const Sports = guest('/m/sports');
export const Esports = guest('/m/esports');
export const Cockfight = guest('/m/cockfight');
export const Lottery = guest('/m/lott');
export const LotteryDrawImminent = guest('/m/lott', 'lottery-draw-imminent');
export const GameList = member('/m/gameList?gameType=RNG');
export const GameListEmpty = guest('/m/gameList?gameType=RNG', 'empty');
export const GameCenter = guest('/m/gameCenter?gameType=SPORTS');
export const LaunchGame = member('/m/launchGame?playType=ent&gameId=1005&gameGroupId=11&prize_mode=Elott&code=FAST5&pageBack=home');

// Promotions (G§10).
export const Activity = guest('/m/activity');
export const ActivityDetail = member('/m/activityDetail?id=1');

// Member.
export const MemberCentre = member('/m/member/home');
export const Settings = member('/m/set');
export const Other = guest('/m/other');
export const Deposit = member('/m/voucherCenter');
export const Withdraw = member('/m/withdraw');
export const VipBenefits = member('/m/member/benefits');
export const RewardCentre = member('/m/rewardCenter');
export const AccountRecords = member('/m/transaction/record');
export const BettingRecords = member('/m/gameRecord');
export const SecurityCentre = member('/m/securityCenter');
export const MemberNotices = member('/m/member/notice?types=A');

// Agent (G§11).
export const AgentHome = agent('/m/agent');
export const AgentHomeWithContracts = agent('/m/agent', 'agent-with-contracts');
export const TeamOverview = agent('/m/agent/team/overview');
export const TeamPnl = agent('/m/agent/team/pnl');
export const TeamMembers = agent('/m/member/team');
export const TeamBetting = agent('/m/teamBetting');
export const AgentRebates = agent('/m/member/agent/agentRebeat');
export const TeamRebates = agent('/m/member/teamRebate');
export const AgentRegister = agent('/m/agentRegister');
export const AgentDividends = agent('/m/member/agent/agentDivident');
export const SalaryContract = agent('/m/member/agent/getSalaryContract', 'agent-with-contracts');
export const DividendContract = agent('/m/member/agent/getDevidendContract', 'agent-with-contracts');
export const HourContract = agent('/m/member/agent/getHourContract', 'agent-with-contracts');

// Site status (A-152..A-155).
export const Maintenance = { ...guest('/m/home', 'maintenance'), play: async () => {
  await expect(await within(document.body).findByRole('heading', { level: 1, name: translate('maintenance') })).toBeInTheDocument();
} } satisfies Story;
export const RegionRestricted = { ...guest('/m/home', 'region-restricted'), play: async () => {
  await expect(await within(document.body).findByText(textPattern(translate('your_ip')))).toBeInTheDocument();
} } satisfies Story;
