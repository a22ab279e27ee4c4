import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The notices, one notice and the inbox (A-123..A-125). */
const meta = {
  title: 'Support/Messages',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Messages: ScreenStory = { ...member('/m/message'), name: 'Notices' };

export const MessageDetail: ScreenStory = { ...member('/m/messageDetail?id=1'), name: 'Notice details' };

export const WebEmail: ScreenStory = { ...member('/m/webEmail'), name: 'Inbox' };

/** support-empty: an empty inbox. */
export const InboxEmpty: ScreenStory = { ...member('/m/webEmail', 'support-empty'), name: 'Empty inbox' };
