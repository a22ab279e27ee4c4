import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { PullToRefresh } from './pull-to-refresh';

const meta = {
  title: 'UI/Pull to refresh',
  tags: ['autodocs'],
  component: PullToRefresh,
  decorators: [inStoryLanguage],
  args: { text: 'Pull down to refresh' },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { name: 'Idle' };
export const Refreshing: Story = { name: 'Refreshing', args: { refreshing: true, refreshingText: 'Refreshing...' } };
export const Dark: Story = { name: 'Dark', args: { refreshing: true, refreshingText: 'Refreshing...' }, decorators: [darkTheme] };
