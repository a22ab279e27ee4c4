import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  // A spinner is its own state: the Storybook check does not wait for it to end.
  parameters: { staysBusy: true },
  decorators: [inStoryLanguage],
  args: { label: 'Loading', size: 'md' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = { name: 'Medium' };
export const Small: Story = { name: 'Small', args: { size: 'sm' } };
export const Large: Story = { name: 'Large', args: { size: 'lg' } };
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
