import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage, localise, storyLanguage } from '../../stories/story-language';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'UI/Visually hidden',
  tags: ['autodocs'],
  component: VisuallyHidden,
  argTypes: { children: { control: 'text' } },
  decorators: [inStoryLanguage],
  args: { children: 'Only screen readers read this' },
  render: (args, { globals }) =>
    localise(
      <p>
        Visible text, followed by hidden text: <VisuallyHidden {...args} />
      </p>,
      storyLanguage(globals),
    ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default' };
