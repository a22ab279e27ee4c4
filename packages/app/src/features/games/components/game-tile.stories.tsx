import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '../../../shared/i18n/i18n';
import { localiseContent } from '../../../test/story-content';
import { StoryProviders } from '../../../test/story-providers';
import { GameGrid } from './game-tile';
import { STORY_GAMES } from './story-data';

/** The game tiles of every games list (G-033). */
const meta = {
  title: 'Games/Game tiles',
  decorators: [(Story) => <StoryProviders path="/m/rng">{<Story />}</StoryProviders>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

/** Hot tag, New tag, a favourite, and a lottery game without a star. */
export const Tiles: Story = {
  name: 'Tags, a favourite and a lottery',
  render: () => (
    <GameGrid
      games={localiseContent(STORY_GAMES)}
      favouriteIds={['N10003']}
      onPlay={noop}
      onToggleFavourite={noop}
      label={translate('games.results')}
    />
  ),
};
