import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { PullToRefresh } from './pull-to-refresh';

const meta = {
  title: 'UI/PullToRefresh',
  tags: ['autodocs'],
  component: PullToRefresh,
  decorators: [inStoryLanguage],
  args: { text: 'Pull down to refresh' },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Refreshing: Story = { args: { refreshing: true, refreshingText: 'Refreshing...' } };
export const Dark: Story = { args: { refreshing: true, refreshingText: 'Refreshing...' }, decorators: [darkTheme] };
