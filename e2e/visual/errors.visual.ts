import { expect, test, type Page } from '@playwright/test';
import { openStoryFrame, storyIds, waitForPlayed } from './story-frame';

/**
 * The error states of the static Storybook (tag `error-state`: each screen's states named in plain
 * words beside it, the API code in the story's description; read from the build's index.json so a
 * new one is covered at once), light and dark. Each story reaches its state in its play function (the simulator's answer to a submit), so
 * the picture is taken once Storybook says the play is done and no timed toast is left (a held
 * toast, the story's state, stays in the picture). Left out:
 * states that keep moving (the SMS cooldown counts down every second).
 */
const MOVING = new Set(['account-sms-code--too-frequent']);
const STATES = storyIds({ tag: 'error-state' }).filter((id) => !MOVING.has(id));

async function openPlayedStory(page: Page, id: string, globals: string) {
  // A play that fails (an expectation Storybook catches and logs) still ends its render: the
  // picture would be of the screen before the state. The browser's own line for a refused call is
  // the state itself, not a failure.
  const failures: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) failures.push(m.text().split('\n')[0]!);
  });
  await openStoryFrame(page, id, globals);
  await waitForPlayed(page);
  // Then nothing is loading.
  await page.waitForFunction(
    () => document.fonts.status === 'loaded' && document.querySelectorAll('.ui-spinner, .ui-skeleton').length === 0,
    null,
    { timeout: 45_000 },
  );
  expect(failures, `${id}: its play ran without a failure`).toEqual([]);
}

for (const id of STATES) {
  for (const state of [
    { name: 'light', globals: '' },
    { name: 'dark', globals: 'theme:dark' },
  ]) {
    test(`${id} ${state.name}`, async ({ page }) => {
      await openPlayedStory(page, id, state.globals);
      // The jackpot, which grows on a timer, is hidden by visual/hidden.css (visual.config.ts).
      await expect(page).toHaveScreenshot(`${id}-${state.name}.png`);
    });
  }
}
