import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The message centre, a message, the inbox (A-123..A-125). */
const meta = { title: 'Support/Messages', tags: ['screen'], ...screenMeta } satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Messages: ScreenStory = { ...member('/m/message'), name: 'Message centre' };

export const MessageDetail: ScreenStory = { ...member('/m/messageDetail?id=1'), name: 'A message' };

export const WebEmail: ScreenStory = { ...member('/m/webEmail'), name: 'Inbox' };

/** support-empty: an empty inbox. */
export const InboxEmpty: ScreenStory = { ...member('/m/webEmail', 'support-empty'), name: 'Inbox empty' };
