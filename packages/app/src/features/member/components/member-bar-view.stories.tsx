import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/story-providers';
import { MemberBarView } from './member-bar-view';
import '../member.css';

/** The member bar (A-160..A-162) in each state. */
const meta = {
  title: 'Member/Member bar',
  component: MemberBarView,
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
  args: {
    name: 'Ana',
    avatarUrl: '/cdn/avatars/avatar_3.png',
    balance: 1234.5,
    hidden: false,
    refreshing: false,
    onToggleHidden: () => {},
    onRefresh: () => {},
    onAvatar: () => {},
  },
} satisfies Meta<typeof MemberBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = { name: 'Balance shown' };
export const Hidden: Story = { name: 'Balance hidden', args: { hidden: true } };
export const Refreshing: Story = { name: 'Refreshing', args: { refreshing: true } };
export const NoAvatarAccountName: Story = { name: 'No avatar, account name shown', args: { avatarUrl: null, name: 'player01' } };
export const UnknownBalance: Story = { name: 'Balance unknown', args: { balance: null } };
