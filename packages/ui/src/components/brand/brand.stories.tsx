import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme } from '../../stories/decorators';
import { BrandMark, BrandWordmark } from './brand';

const meta = {
  title: 'UI/Brand',
  tags: ['autodocs'],
  component: BrandMark,
  argTypes: { size: { control: { type: 'range', min: 16, max: 128, step: 4 } } },
  decorators: [inStoryLanguage],
  args: { size: 28 },
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mark: Story = { name: 'Mark' };
export const MarkLarge: Story = { name: 'Mark, large', args: { size: 96, title: 'MockBet' } };
export const Lockup: Story = {
  name: 'Lockup',
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <BrandMark {...args} />
      <BrandWordmark height={20} />
    </span>
  ),
};
export const LockupDark: Story = { ...Lockup, name: 'Lockup, dark', decorators: [darkTheme] };
