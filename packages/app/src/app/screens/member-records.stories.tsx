import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** Account records and betting records. */
const meta = {
  title: 'Member/Records',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const AccountRecords: ScreenStory = { ...member('/m/transaction/record'), name: 'Account records' };

export const BettingRecords: ScreenStory = { ...member('/m/gameRecord'), name: 'Betting records' };
