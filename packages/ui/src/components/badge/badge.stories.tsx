import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { Badge } from './badge';

const meta = {
  title: 'UI/Badge',
  tags: ['autodocs'],
  component: Badge,
  argTypes: { count: { control: { type: 'number', min: 0 } } },
  decorators: [inStoryLanguage],
  args: { count: 3, label: '3 unread' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = { name: 'Count' };
export const Overflow: Story = { name: 'Overflow', args: { count: 150, label: '150 unread' } };
export const Dot: Story = { name: 'Dot', args: { count: undefined, dot: true, label: 'New' } };
export const Empty: Story = { name: 'Empty', args: { count: 0, label: undefined } };
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
