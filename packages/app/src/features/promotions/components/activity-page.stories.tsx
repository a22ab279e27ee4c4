import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../../../test/story-providers';

/** /m/activity on its own simulator world, as a visitor. */
const meta = {
  title: 'Promotions/Promotions',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/activity' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { name: 'Promotions list' };
export const DeepLink: Story = { name: 'Opened on one promotion', args: { path: '/m/activityDetail?id=5' } };
export const Empty: Story = { name: 'No promotions', parameters: { simScenario: 'promotions-empty' } };
export const Dark: Story = { name: 'Dark', args: { theme: 'dark' } };
