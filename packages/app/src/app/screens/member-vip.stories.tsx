import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The VIP benefits page. */
const meta = {
  title: 'Member/VIP benefits',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const VipBenefits: ScreenStory = { ...member('/m/member/benefits'), name: 'VIP benefits' };
