import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';

/** /m/activity on its own simulator world, as a visitor. */
const meta = {
  title: 'App/Promotions/Activity',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/activity' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const DeepLink: Story = { args: { path: '/m/activityDetail?id=5' } };
export const Empty: Story = { parameters: { simScenario: 'promotions-empty' } };
export const Dark: Story = { args: { theme: 'dark' } };
