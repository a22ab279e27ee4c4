import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { ThemeToggle } from './theme-toggle';

const meta = {
  title: 'UI/Theme toggle',
  tags: ['autodocs'],
  component: ThemeToggle,
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark'] }, onToggle: { control: false } },
  decorators: [inStoryLanguage],
  args: { theme: 'light', onToggle: () => {}, labels: { toDark: 'Switch to dark theme', toLight: 'Switch to light theme' } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { name: 'Light' };
export const Dark: Story = { name: 'Dark', args: { theme: 'dark' }, decorators: [darkTheme] };
