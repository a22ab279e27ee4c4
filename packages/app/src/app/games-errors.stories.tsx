import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt } from '../test/story-providers';
import { playGameGone } from '../features/games/testing';
import { StoryMember } from '../features/member/testing';

/**
 * What a game list shows when games.launch answers game.not.found (docs/decisions/games.md), as
 * player01 on the story's own world: a one-shot fault stands for a game removed while the list
 * showed it (QA removes one with control DELETE /games/:node).
 */
const meta = {
  title: 'Games/Game list',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/rng' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** games.launch game.not.found: the table's toast with the list's text; the game leaves the list. */
export const GameNotFound: Story = {
  name: 'Game no longer offered',
  parameters: { toasts: 'hold', simFaults: [{ endpoint: 'games.launch', code: 'game.not.found', times: 1 }] },
  play: () =>
    // The first game's Play button (its accessible name carries the game's name).
    playGameGone(() => document.querySelector<HTMLButtonElement>('.gm-tile__play')),
};
