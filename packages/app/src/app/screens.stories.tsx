import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryMember, type StoryUser } from '../features/member/testing';
import { localiseContent } from '../test/story-content';
import { translate } from '../shared/i18n/i18n';
import { AppAt } from '../test/story-providers';
import { animationsSettled, FIRST_SCREEN_TIMEOUT_MS, textPattern } from '../test/story-waits';
import { routeMeta } from '../shared/paths';

/**
 * Screens: every route of the site, rendered by the real app over the simulator's MSW
 * transport, each story on its own world (world id = story id). `parameters.simScenario` names
 * the scenario, so product and QA speak the same names; `user` signs a well-known account in
 * first (a real login call). The areas' own "App/..." stories add more states of the same
 * screens. `screens.test.ts` fails when a route of the paths table has no story here. A story
 * named for a state reaches that state in its play function and asserts it, in any language.
 */
function Screen({ path, user, theme }: { path: string; user?: StoryUser; theme?: 'light' | 'dark' }) {
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
    } else if (route.id === 'home' || route.topBanner)
      await expect(await page.findByRole('navigation', { name: translate('menu.footer_nav') }, { timeout })).toBeInTheDocument();
    else await expect(await page.findByRole('heading', { level: 1, name: translate(route.titleKey) }, { timeout })).toBeInTheDocument();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const guest = (path: string, simScenario?: string): Story => ({ args: { path }, ...(simScenario ? { parameters: { simScenario } } : {}) });
const member = (path: string, simScenario?: string): Story => ({
  args: { path, user: 'player01' },
  ...(simScenario ? { parameters: { simScenario } } : {}),
});
const agent = (path: string, simScenario?: string): Story => ({
  args: { path, user: 'agent001' },
  ...(simScenario ? { parameters: { simScenario } } : {}),
});

// Frame and account (A§1, A§2).
export const Home = guest('/m/home');
export const HomeMember = member('/m/home');
export const HomeDark: Story = { args: { path: '/m/home', theme: 'dark' } };
export const Login = guest('/m/login');
/** captcha-required: one wrong password, and the captcha field with its image is there. */
export const LoginCaptchaRequired = {
  ...guest('/m/login', 'captcha-required'),
  play: async () => {
    const page = within(document.body);
    const popup = within(await page.findByRole('dialog', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }));
    await userEvent.type(popup.getByLabelText(translate('login.username'), { selector: 'input' }), 'player01');
    await userEvent.type(popup.getByLabelText(translate('login.password'), { selector: 'input' }), 'wrong-pass');
    await userEvent.click(popup.getByRole('button', { name: translate('login.submit') }));
    await expect(await popup.findByLabelText(translate('login.captcha'), { selector: 'input' })).toBeInTheDocument();
  },
} satisfies Story;
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
/** support-empty: no announcement at all, and the list says so. */
export const NoticesEmpty = {
  ...member('/m/notice', 'support-empty'),
  play: async () => {
    await expect(
      await within(document.body).findByText(translate('no_announcement'), {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
  },
} satisfies Story;
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
/** lottery-draw-imminent: the tab that holds 1-Minute Lotto, its draw seconds away (G-072). */
export const LotteryDrawImminent = {
  ...guest('/m/lott', 'lottery-draw-imminent'),
  play: async () => {
    const page = within(document.body);
    await userEvent.click(await page.findByRole('tab', { name: localiseContent('Fast Lottery') }, { timeout: FIRST_SCREEN_TIMEOUT_MS }));
    const card = await page.findByRole('article', { name: localiseContent('1-Minute Lotto') });
    await expect(within(card).getByRole('timer').textContent).toMatch(/^0:00:0\d$/);
  },
} satisfies Story;
export const GameList = member('/m/gameList?gameType=RNG');
/** games-empty: a category without a game says so (G-032). */
export const GameListEmpty = {
  ...guest('/m/gameList?gameType=RNG', 'games-empty'),
  play: async () => {
    await expect(
      await within(document.body).findByText(translate('games.empty'), {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
  },
} satisfies Story;
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
export const Maintenance = {
  ...guest('/m/home', 'maintenance'),
  play: async () => {
    await expect(await within(document.body).findByRole('heading', { level: 1, name: translate('maintenance') })).toBeInTheDocument();
  },
} satisfies Story;
export const RegionRestricted = {
  ...guest('/m/home', 'region-restricted'),
  play: async () => {
    await expect(await within(document.body).findByText(textPattern(translate('your_ip')))).toBeInTheDocument();
  },
} satisfies Story;

// States a reviewer looks for, each on a world that produces it.

/** The help list's first call loses its connection: the network message and its retry, as the page stays. */
export const NetworkFailure = {
  ...guest('/m/help'),
  parameters: { simFaults: [{ endpoint: 'help.list', drop: true, times: 1 }] },
  play: async () => {
    const page = within(document.body);
    // The page's own message beside the retry, said once: a failed read gets no toast besides.
    await expect(await page.findAllByText(translate('errors.network'), {}, { timeout: FIRST_SCREEN_TIMEOUT_MS })).toHaveLength(1);
    await expect(page.getByRole('button', { name: translate('load_failed') })).toBeVisible();
  },
} satisfies Story;

/** The same failure, then the retry: it works and the list shows. */
export const NetworkFailureRetried = {
  ...NetworkFailure,
  play: async () => {
    const page = within(document.body);
    await userEvent.click(await page.findByRole('button', { name: translate('load_failed') }, { timeout: FIRST_SCREEN_TIMEOUT_MS }));
    await expect(await page.findByRole('button', { name: localiseContent('How do I deposit?') })).toBeInTheDocument();
  },
} satisfies Story;

/** slow-network: every answer 1.5 s late; home shows its skeletons until they arrive. */
export const SlowNetwork = {
  ...guest('/m/home', 'slow-network'),
  play: async () => {
    await expect(
      await within(document.body).findByRole('navigation', { name: translate('menu.footer_nav') }, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    await expect(document.querySelector('.ui-skeleton, .ui-spinner')).not.toBeNull();
  },
} satisfies Story;

/**
 * hostile-content: script payloads in every announcement are shown as text or dropped, never run.
 * The payloads are texts QA wrote, served as written in every language (contentAsWritten).
 */
export const HostileContent = {
  ...member('/m/notice', 'hostile-content'),
  parameters: { simScenario: 'hostile-content', contentAsWritten: true },
  play: async () => {
    await expect(
      await within(document.body).findByRole(
        'heading',
        { level: 1, name: translate('titles.notice') },
        { timeout: FIRST_SCREEN_TIMEOUT_MS },
      ),
    ).toBeInTheDocument();
    await expect(document.querySelector('main script')).toBeNull();
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  },
} satisfies Story;

/** A free-play (type 4) account on home: its name in the member bar, no deposit (A-097..A-101). */
export const TrialAccount: Story = { args: { path: '/m/home', user: 'trial' } };

/** notice-popup: the popup announcement over home, once per browser session (G-010). */
export const NoticePopup = {
  ...guest('/m/home', 'notice-popup'),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS });
    await animationsSettled();
    await expect(dialog).toBeVisible();
  },
} satisfies Story;

/** all-flags-on: every white-label switch on. */
export const AllFlagsOn = member('/m/home', 'all-flags-on');
/** all-flags-off: every white-label switch off. */
export const AllFlagsOff = member('/m/home', 'all-flags-off');

/** support-empty: no help item, and the help page says so. */
export const HelpEmpty = guest('/m/help', 'support-empty');
/** support-empty: an empty inbox. */
export const InboxEmpty = member('/m/webEmail', 'support-empty');
