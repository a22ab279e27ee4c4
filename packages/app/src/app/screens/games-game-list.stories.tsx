import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { FIRST_SCREEN_TIMEOUT_MS } from '../../test/story-waits';
import { guest, member, screenMeta, type ScreenStory } from '../../test/screen-story';

/** A category's game list (G-030..), and empty; its states follow. */
const meta = {
  title: 'Games/Game list',
  tags: ['screen'],
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof screenMeta.component>;

export default meta;

export const GameList: ScreenStory = { ...member('/m/gameList?gameType=RNG'), name: 'Game list' };

/** games-empty: a category without a game says so (G-032). */
export const GameListEmpty = {
  name: 'No games',
  ...guest('/m/gameList?gameType=RNG', 'games-empty'),
  play: async () => {
    await expect(
      await within(document.body).findByText(translate('games.empty'), {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
  },
} satisfies ScreenStory;
