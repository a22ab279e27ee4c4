import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme, mobileFrame, narrowFrame } from '../../stories/decorators';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { BackHeader } from './back-header';

const meta = {
  title: 'UI/Back header',
  tags: ['autodocs'],
  component: BackHeader,
  argTypes: { end: { control: false }, onBack: { control: false } },
  decorators: [inStoryLanguage, mobileFrame],
  args: { title: 'Feedback', backLabel: 'Back', onBack: () => {} },
} satisfies Meta<typeof BackHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default' };
export const WithoutBack: Story = { name: 'Without a back button', args: { title: 'Change password', showBack: false } };
export const WithEndControl: Story = {
  name: 'With an end control',
  args: { title: 'Inbox', end: <IconButton label="Refresh" icon={<Icon name="refresh" />} /> },
};
export const LongTitle: Story = {
  name: 'Long title',
  args: { title: 'Personal settings and security preferences of the member account' },
  decorators: [narrowFrame],
};
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
