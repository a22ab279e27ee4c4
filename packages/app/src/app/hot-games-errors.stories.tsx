import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '../shared/i18n/i18n';
import { AppAt } from '../test/story-providers';
import { FIRST_SCREEN_TIMEOUT_MS } from '../test/story-waits';
import { StoryMember } from '../features/member/testing';

/**
 * What the hot games show when games.launch answers game.not.found (docs/decisions/games.md), as
 * player01 on /m/hot: a one-shot fault stands for a game removed while the section showed it.
 */
const meta = {
  title: 'States/Errors/HotGames',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/hot' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** games.launch game.not.found: the table's toast with the list's text; the game leaves the section, focus on the next tile. */
export const GameNotFound: Story = {
  name: 'game.not.found',
  parameters: { simFaults: [{ endpoint: 'games.launch', code: 'game.not.found', times: 1 }] },
  play: async () => {
    const page = within(document.body);
    // The Play button of the first game launched through games.launch (the one with a star: a lottery opens its lobby).
    const play = await waitFor(
      () => {
        const button = document.querySelector<HTMLButtonElement>('.gm-tile:has(.gm-tile__fav) .gm-tile__play');
        if (!button) throw new Error('no game tile yet');
        return button;
      },
      { timeout: FIRST_SCREEN_TIMEOUT_MS },
    );
    const tile = play.closest('li')!;
    const next = tile.nextElementSibling?.querySelector('.gm-tile__play');
    const label = play.getAttribute('aria-label')!;
    await userEvent.click(play);
    await expect(await page.findByText(translate('games.gone'))).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: label })).not.toBeInTheDocument();
    if (next) await waitFor(() => expect(next).toHaveFocus());
  },
};
