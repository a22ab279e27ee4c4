import type { Meta } from '@storybook/react-vite';
import { guest, member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The promotions list and a promotion opened by link (G§10); its states follow. */
const meta = {
  title: 'Promotions/Promotions',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Activity: ScreenStory = { ...guest('/m/activity'), name: 'Promotions' };

export const ActivityDetail: ScreenStory = { ...member('/m/activityDetail?id=1'), name: 'A promotion opened by link' };
