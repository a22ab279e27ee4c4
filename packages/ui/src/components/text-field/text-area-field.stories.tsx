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
  args: { defaultValue: 'Great offer', hint: '11/140 characters', maxLength: 140 },
};
export const WithError: Story = {
  name: 'With error',
  args: { defaultValue: 'Great offer', hint: '141/140 characters', errors: ['The comment can have at most 140 characters.'] },
};
export const Disabled: Story = { name: 'Disabled', args: { defaultValue: 'Great offer', disabled: true } };
export const Narrow: Story = {
  name: 'Narrow',
  args: {
    label: 'Remark',
    hint: 'Please write 10 to 200 characters.',
    errors: ['The comment can have at most 140 characters.'],
  },
  decorators: [narrowFrame],
};
export const Dark: Story = {
  name: 'Dark',
  args: { hint: '0/140 characters', errors: ['The comment can have at most 140 characters.'] },
  decorators: [darkTheme],
};
