import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The withdraw form; its states follow. */
const meta = {
  title: 'Member/Withdraw',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Withdraw: ScreenStory = { ...member('/m/withdraw'), name: 'Withdraw' };
