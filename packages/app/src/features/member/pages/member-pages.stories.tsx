import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';
import { StoryMember } from '../components/story-member';

/**
 * The member pages in the whole site, logged in as player01 on the story's own world.
 * Scenarios give the other states: member-classic (mem_cen 0, dep_func 0), wallet-empty,
 * all-flags-off, agent-notices-empty.
 */
const meta = {
  title: 'App/Member/Pages',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/member/home' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeWithMemberBar: Story = { args: { path: '/m/home' } };
export const MemberCentreNew: Story = {};
export const MemberCentreClassic: Story = { parameters: { simScenario: 'member-classic' } };
export const MemberCentreFlagsOff: Story = { parameters: { simScenario: 'all-flags-off' } };
export const Settings: Story = { args: { path: '/m/set' } };
export const Other: Story = { args: { path: '/m/other' } };
export const DepositDetail: Story = { args: { path: '/m/voucherCenter' } };
export const DepositClassic: Story = { args: { path: '/m/voucherCenter' }, parameters: { simScenario: 'member-classic' } };
export const Withdraw: Story = { args: { path: '/m/withdraw' } };
export const Records: Story = { args: { path: '/m/transaction/record' } };
export const RecordsAgent: Story = { args: { path: '/m/transaction/record?types=A' } };
export const RecordsEmpty: Story = { args: { path: '/m/transaction/record' }, parameters: { simScenario: 'wallet-empty' } };
export const RecordsOff: Story = { args: { path: '/m/transaction/record' }, parameters: { simScenario: 'all-flags-off' } };
export const BettingRecords: Story = { args: { path: '/m/gameRecord' } };
export const BettingRecordsEmpty: Story = { args: { path: '/m/gameRecord' }, parameters: { simScenario: 'wallet-empty' } };
export const VipBenefits: Story = { args: { path: '/m/member/benefits' } };
export const RewardCentre: Story = { args: { path: '/m/rewardCenter' } };
export const RewardCentreEmpty: Story = { args: { path: '/m/rewardCenter' }, parameters: { simScenario: 'wallet-empty' } };
export const SecurityCentre: Story = { args: { path: '/m/securityCenter' } };
export const AgentNotices: Story = { args: { path: '/m/member/notice?types=A' } };
export const AgentNoticesEmpty: Story = { args: { path: '/m/member/notice?types=A' }, parameters: { simScenario: 'agent-notices-empty' } };
export const DarkMemberCentre: Story = { args: { theme: 'dark' } };
