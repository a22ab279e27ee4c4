import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage, storyLanguage, storyText } from '../../stories/story-language';
import { darkTheme, mobileFrame, narrowFrame } from '../../stories/decorators';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  tags: ['autodocs'],
  component: TextField,
  argTypes: { trailing: { control: false } },
  args: { label: 'Username', autoComplete: 'username' },
  decorators: [inStoryLanguage, mobileFrame],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const reveal = { show: 'Show password', hide: 'Hide password' };

export const VisibleLabel: Story = {};
export const PlaceholderLabel: Story = { args: { labelStyle: 'placeholder' } };
export const PlaceholderRequired: Story = { args: { labelStyle: 'placeholder', required: true } };
export const WithValue: Story = { args: { defaultValue: 'player01' } };
export const WithError: Story = { args: { defaultValue: 'ab', errors: ['Username must be 4 to 16 letters or digits'] } };
export const WithTwoErrors: Story = {
  args: { labelStyle: 'placeholder', required: true, errors: ['Required', 'Letters and digits only'] },
};
export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret1', reveal, autoComplete: 'current-password' },
};
export const PasswordRevealed: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret1', reveal, autoComplete: 'current-password' },
  play: ({ canvasElement, globals }) => {
    const show = storyText('Show password', storyLanguage(globals));
    canvasElement.querySelector<HTMLButtonElement>(`button[aria-label="${show}"]`)?.click();
  },
};
export const WithTrailing: Story = {
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
export const Disabled: Story = { args: { defaultValue: 'player01', disabled: true } };
export const Narrow: Story = {
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
  args: { label: 'Password', type: 'password', reveal, errors: ['Required'] },
  decorators: [darkTheme],
};
