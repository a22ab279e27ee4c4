import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The reward centre; its states follow. */
const meta = {
  title: 'Member/Reward centre',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const RewardCentre: ScreenStory = { ...member('/m/rewardCenter'), name: 'Reward centre' };
