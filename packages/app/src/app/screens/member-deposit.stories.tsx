import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The deposit (voucher) centre. */
const meta = {
  title: 'Member/Deposit',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Deposit: ScreenStory = { ...member('/m/voucherCenter'), name: 'Deposit' };
