import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme, mobileFrame } from '../../stories/decorators';
import { Footer } from './footer';

const meta = {
  title: 'UI/Footer',
  tags: ['autodocs'],
  component: Footer,
  argTypes: { children: { control: false } },
  decorators: [inStoryLanguage, mobileFrame],
  args: {
    children: (
      <>
        <p>Gambling can be addictive. Please play responsibly. Only players over 18 may take part.</p>
        <p>© 2025 Lotto88. All rights reserved.</p>
      </>
    ),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default' };
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
