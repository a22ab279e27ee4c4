import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme, mobileFrame, narrowFrame } from '../../stories/decorators';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { BackHeader } from './back-header';

const meta = {
  title: 'UI/BackHeader',
  tags: ['autodocs'],
  component: BackHeader,
  argTypes: { end: { control: false }, onBack: { control: false } },
  decorators: [inStoryLanguage, mobileFrame],
  args: { title: 'Feedback', backLabel: 'Back', onBack: () => {} },
} satisfies Meta<typeof BackHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutBack: Story = { args: { title: 'Change password', showBack: false } };
export const WithEndControl: Story = {
  args: { title: 'Inbox', end: <IconButton label="Refresh" icon={<Icon name="refresh" />} /> },
};
export const LongTitle: Story = {
  args: { title: 'Personal settings and security preferences of the member account' },
  decorators: [narrowFrame],
};
export const Dark: Story = { decorators: [darkTheme] };
