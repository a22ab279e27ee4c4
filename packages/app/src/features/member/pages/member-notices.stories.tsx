import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';
import { StoryMember } from '../components/story-member';

/** States of the agent notices, in the whole site, signed in as player01 on the story's own world. */
const meta = {
  title: 'Member/Agent notices',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/member/notice?types=A' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scenario agent-notices-empty. */
export const AgentNoticesEmpty: Story = { name: 'No notices', parameters: { simScenario: 'agent-notices-empty' } };
