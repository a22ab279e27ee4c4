import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';
import { StoryMember } from '../components/story-member';

/** States of the reward centre, in the whole site, signed in as player01 on the story's own world. */
const meta = {
  title: 'Member/Reward centre',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/rewardCenter' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scenario wallet-empty. */
export const RewardCentreEmpty: Story = { name: 'No rewards', parameters: { simScenario: 'wallet-empty' } };
