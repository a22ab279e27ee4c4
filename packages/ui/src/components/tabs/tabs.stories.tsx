import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { useState } from 'react';
import { darkTheme, narrowFrame } from '../../stories/decorators';
import { Tabs, type TabsProps } from './tabs';

function Controlled(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return <Tabs {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  argTypes: { onChange: { control: false } },
  decorators: [inStoryLanguage],
  args: {
    ariaLabel: 'Registration method',
    items: [
      { id: 'username', label: 'Username' },
      { id: 'mobile', label: 'Mobile number' },
    ],
    value: 'username',
    onChange: () => {},
    variant: 'line',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { name: 'Line' };
export const Pill: Story = { name: 'Pill', args: { variant: 'pill' } };
export const WithBadges: Story = {
  name: 'With badges',
  args: {
    ariaLabel: 'Mail centre',
    items: [
      { id: 'inbox', label: 'Inbox', badge: 4 },
      { id: 'notice', label: 'Notices', badge: 120 },
      { id: 'sent', label: 'Sent' },
    ],
    value: 'inbox',
  },
};
export const ManyTabsScroll: Story = {
  name: 'Many tabs, scrolling',
  args: {
    ariaLabel: 'Game categories',
    items: ['Hot', 'Slots', 'Live casino', 'Fishing', 'Sports', 'Lottery', 'Card games', 'E-sports'].map((label) => ({
      id: label.toLowerCase().replace(/\s/g, '-'),
      label,
    })),
    value: 'hot',
  },
  decorators: [narrowFrame],
};
export const Dark: Story = { name: 'Dark', args: { variant: 'pill' }, decorators: [darkTheme] };
