import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../../test/story-providers';
import { mails } from './story-data';
import { InboxView } from './web-email-page';

/** The inbox of /m/webEmail: mails with one unread, none. */
const meta = {
  title: 'Support/Inbox',
  decorators: [(Story) => <StoryProviders>{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const InboxUnread: Story = {
  name: 'One unread, open',
  render: () => <InboxView mails={mails()} unread={1} openId={105} onToggle={fn()} />,
};
export const InboxEmpty: Story = { name: 'Empty', render: () => <InboxView mails={[]} unread={0} openId={null} onToggle={fn()} /> };
