import type { Meta } from '@storybook/react-vite';
import { member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** Opening a game or a lottery (G-040..); its states follow. */
const meta = {
  title: 'Games/Launch game',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const LaunchGame: ScreenStory = {
  ...member('/m/launchGame?playType=ent&gameId=1005&gameGroupId=11&prize_mode=Elott&code=FAST5&pageBack=home'),
  name: 'Launch game',
};
