import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../../test/story-providers';
import { ContactMenuView } from './contact-menu';

/** The contact side menu, closed until opened: its channels, and at the bottom of the screen. */
const meta = {
  title: 'Support/Contact menu',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactMenu: Story = {
  name: 'Four channels',
  render: () => <ContactMenuView channels={['telegram', 'facebook', 'liveChat', 'whatsapp']} bottom={false} onPick={fn()} />,
};
export const ContactMenuBottom: Story = {
  name: 'At the bottom',
  render: () => <ContactMenuView channels={['telegram', 'facebook', 'whatsapp']} bottom onPick={fn()} />,
};
