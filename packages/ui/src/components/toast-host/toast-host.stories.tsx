import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage, useStoryText } from '../../stories/story-language';
import { useState } from 'react';
import { darkTheme } from '../../stories/decorators';
import { Button } from '../button/button';
import { ToastHost, type ToastHostProps, type ToastItem } from './toast-host';

/**
 * Removes toasts when they time out, as the app's store does; a button adds new ones. The stories
 * hold their toasts (`parameters.toasts: 'hold'`), so a reviewer sees each one however late they
 * look; a toast the button adds is held too.
 */
function Live(props: ToastHostProps) {
  const t = useStoryText();
  const [toasts, setToasts] = useState<ToastItem[]>(props.toasts);
  return (
    <>
      <Button onClick={() => setToasts((list) => [...list, { id: String(Date.now()), kind: 'info', message: t('Copied to clipboard') }])}>
        {t('Show a toast')}
      </Button>
      <ToastHost {...props} toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />
    </>
  );
}

const meta = {
  title: 'UI/Toast host',
  tags: ['autodocs'],
  component: ToastHost,
  argTypes: { onDismiss: { control: false } },
  decorators: [inStoryLanguage],
  args: { toasts: [{ id: '1', kind: 'info', message: 'Copied to clipboard' }], onDismiss: () => {} },
  // Toasts stand fixed on the screen: each story of the docs page in a frame of its own.
  parameters: { toasts: 'hold', docs: { story: { inline: false, iframeHeight: 520 } } },
  render: (args, { parameters }) => <Live {...args} hold={parameters.toasts === 'hold'} />,
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { name: 'Info' };
export const Success: Story = {
  name: 'Success',
  args: { toasts: [{ id: 's', kind: 'success', message: 'Change saved', durationMs: 1500 }] },
};
export const ErrorToast: Story = {
  name: 'Error',
  args: { toasts: [{ id: 'e', kind: 'error', message: 'Verification code error' }] },
};
export const Loading: Story = { name: 'Loading', args: { toasts: [{ id: 'l', kind: 'loading', message: 'Please wait' }] } };
export const LongText: Story = {
  name: 'Long text',
  args: {
    toasts: [
      {
        id: 'x',
        kind: 'error',
        message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
        durationMs: 8000,
      },
    ],
  },
};
export const Stacked: Story = {
  name: 'Stacked',
  args: {
    toasts: [
      { id: 'a', kind: 'success', message: 'Sent successfully' },
      { id: 'b', kind: 'info', message: 'Copied to clipboard' },
    ],
  },
};
export const Dark: Story = {
  name: 'Dark',
  args: { toasts: [{ id: 'd', kind: 'info', message: 'Copied to clipboard' }] },
  decorators: [darkTheme],
};
/** Placed under the header, clear of a field being edited lower on the screen. */
export const PlacedTop: Story = {
  name: 'At the top',
  args: { placement: 'top', toasts: [{ id: 'e', kind: 'error', message: 'Wrong username or password' }] },
};
/** Placed above the footer menu, clear of a field being edited high on the screen. */
export const PlacedBottom: Story = {
  name: 'At the bottom',
  args: { placement: 'bottom', toasts: [{ id: 'e', kind: 'error', message: 'Wrong username or password' }] },
};
