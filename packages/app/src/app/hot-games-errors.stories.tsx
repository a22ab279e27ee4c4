import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../test/story-providers';
import { playGameGone } from '../features/games/testing';
import { StoryMember } from '../features/member/testing';

/**
 * What the hot games show when games.launch answers game.not.found (docs/decisions/games.md), as
 * player01 on /m/hot: a one-shot fault stands for a game removed while the section showed it.
 */
const meta = {
  title: 'Games/Home',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/hot' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** games.launch game.not.found: the table's toast with the list's text; the game leaves the section, focus on the next tile. */
export const GameNotFound: Story = {
  name: 'Hot game no longer offered',
  parameters: { toasts: 'hold', simFaults: [{ endpoint: 'games.launch', code: 'game.not.found', times: 1 }] },
  play: () =>
    // The first game launched through games.launch (the one with a star: a lottery opens its lobby).
    playGameGone(() => document.querySelector<HTMLButtonElement>('.gm-tile:has(.gm-tile__fav) .gm-tile__play')),
};
