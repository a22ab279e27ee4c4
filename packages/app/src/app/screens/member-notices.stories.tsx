import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The agent notices (the agent footer's Notices). */
const meta = {
  title: 'Member/Agent notices',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const MemberNotices: ScreenStory = { ...member('/m/member/notice?types=A'), name: 'Agent notices' };
