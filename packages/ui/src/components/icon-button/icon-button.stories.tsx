import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { Icon } from '../icon/icon';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI/Icon button',
  tags: ['autodocs'],
  component: IconButton,
  argTypes: { icon: { control: false }, onClick: { control: false } },
  decorators: [inStoryLanguage],
  args: { label: 'Open menu', icon: <Icon name="menu" /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default' };
export const Disabled: Story = { name: 'Disabled', args: { disabled: true } };
export const Dark: Story = { name: 'Dark', args: { label: 'Share', icon: <Icon name="share" /> }, decorators: [darkTheme] };
