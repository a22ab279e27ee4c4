import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { Icon } from '../icon/icon';
import { ErrorPage } from './error-page';

const meta = {
  title: 'UI/Error page',
  tags: ['autodocs'],
  component: ErrorPage,
  argTypes: {
    icon: { control: false },
    message: { control: 'text' },
    details: { control: 'text' },
    onAction: { control: false },
    children: { control: false },
  },
  decorators: [inStoryLanguage],
  // A whole screen: each story of the docs page in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } } },
  args: {
    title: 'System upgrading',
    message: 'System upgrading, please try again later.',
    actionLabel: 'Contact support',
    onAction: () => {},
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = { name: 'Maintenance' };
export const IpRestricted: Story = {
  name: 'IP restricted',
  args: {
    icon: <Icon name="lock" size={64} />,
    title: 'Access denied',
    message: 'Sorry, the site is not available in your location.',
    details: 'Your IP: 203.0.113.7',
    actionLabel: 'Contact service',
  },
};
export const WithoutAction: Story = { name: 'Without action', args: { actionLabel: undefined, onAction: undefined } };
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
