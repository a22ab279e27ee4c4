// Helpers for tests and stories outside the feature. Not in index.ts: they carry stores, which would
// land in the entry chunk; runtime code may not import this file (eslint.config.js).
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { findErrorToast, FIRST_SCREEN_TIMEOUT_MS } from '../../test/story-waits';

export { getBanners } from './api';
export { bannersKey } from './banners';

/**
 * The play of a game.not.found error story: waits for a game's Play button
 * (`findPlay`), taps it while games.launch answers game.not.found (the story's one-shot fault), and
 * expects the table's toast with the list's text, the game gone from the screen, and focus on the
 * tile that took its place (docs/decisions/games.md), when there is one.
 */
export async function playGameGone(findPlay: () => HTMLButtonElement | null): Promise<void> {
  const page = within(document.body);
  const play = await waitFor(
    () => {
      const button = findPlay();
      if (!button) throw new Error('no game tile yet');
      return button;
    },
    { timeout: FIRST_SCREEN_TIMEOUT_MS },
  );
  const next = play.closest('li')?.nextElementSibling?.querySelector('.gm-tile__play');
  const label = play.getAttribute('aria-label')!;
  await userEvent.click(play);
  await expect(await findErrorToast(translate('games.gone'))).toBeInTheDocument();
  await expect(page.queryByRole('button', { name: label })).not.toBeInTheDocument();
  if (next) await waitFor(() => expect(next).toHaveFocus());
}
