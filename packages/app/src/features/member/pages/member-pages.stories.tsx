import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';
import { StoryMember } from '../components/story-member';

/**
 * The member pages in the whole site, logged in as player01 on the story's own world.
 * Scenarios give the other states: member-classic (mem_cen 0, dep_func 0), wallet-empty,
 * all-flags-off, agent-notices-empty.
 */
const meta = {
  title: 'Member/Member centre',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/member/home' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeWithMemberBar: Story = { name: 'Home with member bar', args: { path: '/m/home' } };
export const MemberCentreNew: Story = { name: 'Member centre, new layout' };
export const MemberCentreClassic: Story = { name: 'Member centre, classic layout', parameters: { simScenario: 'member-classic' } };
export const MemberCentreFlagsOff: Story = { name: 'Member centre, every switch off', parameters: { simScenario: 'all-flags-off' } };
export const Settings: Story = { name: 'Settings', args: { path: '/m/set' } };
export const Other: Story = { name: 'Other', args: { path: '/m/other' } };
export const DepositDetail: Story = { name: 'Deposit detail', args: { path: '/m/voucherCenter' } };
export const DepositClassic: Story = {
  name: 'Deposit classic',
  args: { path: '/m/voucherCenter' },
  parameters: { simScenario: 'member-classic' },
};
export const Withdraw: Story = { name: 'Withdraw', args: { path: '/m/withdraw' } };
export const Records: Story = { name: 'Records', args: { path: '/m/transaction/record' } };
export const RecordsAgent: Story = { name: 'Records of an agent', args: { path: '/m/transaction/record?types=A' } };
export const RecordsEmpty: Story = {
  name: 'Records empty',
  args: { path: '/m/transaction/record' },
  parameters: { simScenario: 'wallet-empty' },
};
export const RecordsOff: Story = {
  name: 'Records switched off',
  args: { path: '/m/transaction/record' },
  parameters: { simScenario: 'all-flags-off' },
};
export const BettingRecords: Story = { name: 'Betting records', args: { path: '/m/gameRecord' } };
export const BettingRecordsEmpty: Story = {
  name: 'Betting records empty',
  args: { path: '/m/gameRecord' },
  parameters: { simScenario: 'wallet-empty' },
};
export const VipBenefits: Story = { name: 'VIP benefits', args: { path: '/m/member/benefits' } };
export const RewardCentre: Story = { name: 'Reward centre', args: { path: '/m/rewardCenter' } };
export const RewardCentreEmpty: Story = {
  name: 'Reward centre empty',
  args: { path: '/m/rewardCenter' },
  parameters: { simScenario: 'wallet-empty' },
};
export const SecurityCentre: Story = { name: 'Security centre', args: { path: '/m/securityCenter' } };
export const AgentNotices: Story = { name: 'Agent notices', args: { path: '/m/member/notice?types=A' } };
export const AgentNoticesEmpty: Story = {
  name: 'Agent notices empty',
  args: { path: '/m/member/notice?types=A' },
  parameters: { simScenario: 'agent-notices-empty' },
};
export const DarkMemberCentre: Story = { name: 'Member centre, dark', args: { theme: 'dark' } };
