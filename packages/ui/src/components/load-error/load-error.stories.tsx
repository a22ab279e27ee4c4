import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { LoadError } from './load-error';

const meta = {
  title: 'UI/Load error',
  tags: ['autodocs'],
  component: LoadError,
  argTypes: { onRetry: { control: false } },
  decorators: [inStoryLanguage],
  args: { text: 'Loading failed, click to retry', onRetry: () => {} },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default' };
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
