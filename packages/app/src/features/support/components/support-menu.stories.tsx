import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../../test/story-providers';
import { SupportMenuView } from './support-menu';

/** The support menu with its unread dots. */
const meta = {
  title: 'Support/Support menu',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SupportMenuAll: Story = {
  name: 'Every entry',
  render: () => (
    <SupportMenuView
      open
      entries={['customer', 'messages', 'announcements', 'liveChat', 'help']}
      dots={{ announcements: true, liveChat: true }}
      onSelect={fn()}
      onClose={fn()}
    />
  ),
};
/** MAILCEN and CBS3 off (or a guest, a trial, a nochat member): no messages, no live chat. */
export const SupportMenuFlagsOff: Story = {
  name: 'Without messages and live chat',
  render: () => <SupportMenuView open entries={['customer', 'announcements', 'help']} dots={{}} onSelect={fn()} onClose={fn()} />,
};
