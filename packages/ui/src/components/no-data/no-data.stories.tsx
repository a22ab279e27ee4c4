import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { NoData } from './no-data';

const meta = {
  title: 'UI/No data',
  tags: ['autodocs'],
  component: NoData,
  argTypes: { icon: { control: false }, action: { control: false } },
  decorators: [inStoryLanguage],
  args: { text: 'No data' },
} satisfies Meta<typeof NoData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default' };
export const WithAction: Story = {
  name: 'With action',
  args: { text: 'No favourite games yet', icon: <Icon name="star" size={56} />, action: <Button size="sm">Browse games</Button> },
};
export const LongText: Story = {
  name: 'Long text',
  args: { text: 'There are no announcements for your account at the moment. Please check again later.' },
};
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
