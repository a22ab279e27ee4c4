import type { Meta } from '@storybook/react-vite';
import { guest, screenMeta, type ScreenStory } from '../../test/screen-story';

/** The free-play (trial) entry and a trial account on home (A-097..A-101). */
const meta = {
  title: 'Account/Free play',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const Trial: ScreenStory = { ...guest('/m/trail'), name: 'Free play' };

/** A free-play (type 4) account on home: its name in the member bar, no deposit (A-097..A-101). */
export const TrialAccount: ScreenStory = { name: 'Trial account on home', args: { screen: '/m/home', user: 'trial' } };
