import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';
import { StoryMember } from './story-member';

/** The member bar where a member meets it: on home, in the whole site, signed in as player01 on the story's own world. */
const meta = {
  title: 'Member/Member bar',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/home' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeWithMemberBar: Story = { name: 'On home, signed in' };
