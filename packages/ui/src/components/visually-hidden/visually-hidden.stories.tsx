import { type Meta, type StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
  render: (args) => (
    <p>
      Visible text, followed by hidden text: <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
