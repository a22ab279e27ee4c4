import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage } from '../../stories/story-language';
import { darkTheme, mobileFrame, narrowFrame } from '../../stories/decorators';
import { TextAreaField } from './text-field';

const meta = {
  title: 'UI/Text area field',
  tags: ['autodocs'],
  component: TextAreaField,
  argTypes: { hint: { control: false } },
  args: { label: 'Comment', rows: 3 },
  decorators: [inStoryLanguage, mobileFrame],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Default' };
export const WithPlaceholder: Story = {
  name: 'With placeholder',
  args: { label: 'Remark', placeholder: 'Describe your question (10 to 200 characters)', rows: 4 },
};
export const WithHint: Story = {
  name: 'With hint',
  args: { defaultValue: 'MockBet', hint: '7/140 characters', maxLength: 140 },
};
export const WithError: Story = {
  name: 'With error',
  // A name reads the same in every language, so the count in the hint stays true in PT and VI.
  args: { defaultValue: 'MockBet', hint: '7/200 characters', errors: ['Please write 10 to 200 characters.'] },
};
export const Disabled: Story = { name: 'Disabled', args: { defaultValue: 'Great offer', disabled: true } };
export const Narrow: Story = {
  name: 'Narrow',
  args: {
    label: 'Remark',
    defaultValue: 'MockBet',
    hint: '7/200 characters',
    errors: ['Please write 10 to 200 characters.'],
  },
  decorators: [narrowFrame],
};
export const Dark: Story = {
  name: 'Dark',
  args: { defaultValue: 'MockBet', hint: '7/200 characters', errors: ['Please write 10 to 200 characters.'] },
  decorators: [darkTheme],
};
