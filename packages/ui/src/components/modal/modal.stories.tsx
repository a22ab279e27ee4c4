import { type Meta, type StoryObj } from '@storybook/react-vite';
import { inStoryLanguage, useStoryText } from '../../stories/story-language';
import { useState } from 'react';
import { darkTheme } from '../../stories/decorators';
import { Button } from '../button/button';
import { Modal, type ModalProps } from './modal';

/** Stories render the modal open; closing it leaves a button to open it again. */
function Interactive(props: ModalProps) {
  const t = useStoryText();
  const [open, setOpen] = useState(props.open);
  // Follow the `open` control when it changes.
  const [prevArg, setPrevArg] = useState(props.open);
  if (props.open !== prevArg) {
    setPrevArg(props.open);
    setOpen(props.open);
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('Open popup')}</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  tags: ['autodocs'],
  component: Modal,
  // Portalled into the body: each story of the docs page in a frame of its own.
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 520 },
      // The docs page reads no JSDoc from modal.tsx (react-docgen finds no component there): its own words.
      description: {
        component:
          'A popup dialog rendered into document.body. It stays mounted through its exit animation and is removed afterwards. Focus moves in on open, is kept inside, and returns to the opener on close. The owner keeps `open` and closes it in `onClose` (the close button, the mask, Escape, unless turned off).',
      },
    },
  },
  argTypes: {
    title: { control: 'text' },
    animation: { control: 'inline-radio', options: ['zoom', 'slide', 'fade'] },
    children: { control: false },
    footer: { control: false },
    onClose: { control: false },
  },
  decorators: [inStoryLanguage],
  args: {
    open: true,
    onClose: () => {},
    title: 'Login',
    closeLabel: 'Close',
    animation: 'zoom',
    children: <p>Log in with your username and password.</p>,
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zoom: Story = { name: 'Zooms in' };
export const Slide: Story = { name: 'Slides in', args: { animation: 'slide', title: 'Download the app' } };
export const Fade: Story = { name: 'Fades in', args: { animation: 'fade', title: 'Announcement' } };
export const WithFooter: Story = {
  name: 'With footer',
  args: {
    title: 'Registered successfully',
    children: <p>You are now logged in as player8841. Use this account or your mobile number next time.</p>,
    footer: <Button block>OK</Button>,
  },
};
export const MaskDoesNotClose: Story = {
  name: 'Tap outside does not close',
  args: {
    closeOnMask: false,
    closeOnEscape: false,
    showClose: false,
    title: 'Change your password',
    footer: <Button block>Submit</Button>,
  },
};
export const NoTitle: Story = { name: 'No title', args: { title: undefined, ariaLabel: 'Install guide', children: <p>Step 1 of 3</p> } };
export const LongContent: Story = {
  name: 'Long content',
  args: {
    title: 'User agreement and privacy policy of the platform, which is a rather long title',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>{`Paragraph ${i + 1}: the terms of use apply to every member of the site.`}</p>
        ))}
      </div>
    ),
  },
};
export const Closed: Story = { name: 'Closed', args: { open: false } };
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
