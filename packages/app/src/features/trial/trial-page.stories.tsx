import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../test/story-providers';

/** /m/trail on the story's own simulator world. */
const meta = {
  title: 'Account/Free play',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/trail' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /m/trail: please wait, the trial login, then home as a trial member. */
export const FreePlayEntry: Story = { name: 'Free play entry', args: { path: '/m/trail' } };
