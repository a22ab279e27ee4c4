import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';
import { StoryMember } from '../components/story-member';

/** States of the member centre, in the whole site, signed in as player01 on the story's own world. */
const meta = {
  title: 'Member/Member centre',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/member/home' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scenario member-classic (mem_cen 0): the classic template of the member menu. */
export const MemberCentreClassic: Story = { name: 'Classic layout', parameters: { simScenario: 'member-classic' } };
/** Scenario all-flags-off: the entries whose switch is off (the reward centre among them) are gone. */
export const MemberCentreFlagsOff: Story = { name: 'Every switch off', parameters: { simScenario: 'all-flags-off' } };
export const DarkMemberCentre: Story = { name: 'Dark theme', args: { theme: 'dark' } };
