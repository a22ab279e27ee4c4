import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '../shared/i18n/i18n';
import { AppAt } from '../test/story-providers';
import { FIRST_SCREEN_TIMEOUT_MS } from '../test/story-waits';
import { StoryMember } from '../features/member/testing';

/**
 * What a game list shows when games.launch answers game.not.found (docs/decisions/games.md), as
 * player01 on the story's own world: a one-shot fault stands for a game removed while the list
 * showed it (QA removes one with control DELETE /games/:node).
 */
const meta = {
  title: 'States/Errors/GameList',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/rng' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** games.launch game.not.found: the table's toast with the list's text; the game leaves the list. */
export const GameNotFound: Story = {
  name: 'game.not.found',
  parameters: { simFaults: [{ endpoint: 'games.launch', code: 'game.not.found', times: 1 }] },
  play: async () => {
    const page = within(document.body);
    // The first game's Play button (its accessible name carries the game's name).
    const first = await waitFor(
      () => {
        const button = document.querySelector<HTMLButtonElement>('.gm-tile__play');
        if (!button) throw new Error('no game tile yet');
        return button;
      },
      { timeout: FIRST_SCREEN_TIMEOUT_MS },
    );
    const label = first.getAttribute('aria-label')!;
    await userEvent.click(first);
    await expect(await page.findByText(translate('games.gone'))).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: label })).not.toBeInTheDocument();
    // Focus is on the tile that took its place, not lost with the removed one.
    await waitFor(() => expect(document.querySelector('.gm-tile__play')).toHaveFocus());
  },
};
