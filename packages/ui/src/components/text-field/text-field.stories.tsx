import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage, storyLanguage, storyText } from '../../stories/story-language';
import { darkTheme, mobileFrame, narrowFrame } from '../../stories/decorators';
import { TextField } from './text-field';

const meta = {
  title: 'UI/Text field',
  tags: ['autodocs'],
  component: TextField,
  argTypes: { trailing: { control: false } },
  args: { label: 'Username', autoComplete: 'username' },
  decorators: [inStoryLanguage, mobileFrame],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const reveal = { show: 'Show password', hide: 'Hide password' };

export const VisibleLabel: Story = { name: 'Visible label' };
export const PlaceholderLabel: Story = { name: 'Label as placeholder', args: { labelStyle: 'placeholder' } };
export const PlaceholderRequired: Story = { name: 'Required, label as placeholder', args: { labelStyle: 'placeholder', required: true } };
export const WithValue: Story = { name: 'With value', args: { defaultValue: 'player01' } };
export const WithError: Story = {
  name: 'With error',
  args: { defaultValue: 'ab', errors: ['Username must be 4 to 16 letters or digits'] },
};
export const WithTwoErrors: Story = {
  name: 'With two errors',
  args: { labelStyle: 'placeholder', required: true, errors: ['Required', 'Letters and digits only'] },
};
export const Password: Story = {
  name: 'Password',
  args: { label: 'Password', type: 'password', defaultValue: 'secret1', reveal, autoComplete: 'current-password' },
};
export const PasswordRevealed: Story = {
  name: 'Password revealed',
  args: { label: 'Password', type: 'password', defaultValue: 'secret1', reveal, autoComplete: 'current-password' },
  play: ({ canvasElement, globals }) => {
    const show = storyText('Show password', storyLanguage(globals));
    canvasElement.querySelector<HTMLButtonElement>(`button[aria-label="${show}"]`)?.click();
  },
};
export const WithTrailing: Story = {
  name: 'With a trailing control',
  args: {
    label: 'Verification code',
    labelStyle: 'placeholder',
    required: true,
    inputMode: 'numeric',
    trailing: (
      <button type="button" style={{ minHeight: 44, whiteSpace: 'nowrap' }}>
        Get code
      </button>
    ),
  },
};
export const WithHint: Story = {
  name: 'With hint',
  args: { label: 'Verification code', autoComplete: 'off', hint: '1-16 digits or letters, or the equation result', errors: ['Required'] },
};
export const Disabled: Story = { name: 'Disabled', args: { defaultValue: 'player01', disabled: true } };
export const Narrow: Story = {
  name: 'Narrow',
  args: {
    label: 'Confirm password',
    labelStyle: 'placeholder',
    required: true,
    type: 'password',
    reveal,
    errors: ['The two passwords differ'],
  },
  decorators: [narrowFrame],
};
export const Dark: Story = {
  name: 'Dark',
  args: { label: 'Password', type: 'password', reveal, errors: ['Required'] },
  decorators: [darkTheme],
};
