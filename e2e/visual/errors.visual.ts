import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * The error states of the static Storybook ("States/Errors/<Screen>/<code>", ids
 * `states-errors-*`, read from the build's index.json so a new one is covered at once), light and
 * dark. Each story reaches its state in its play function (the simulator's answer to a submit), so
 * the picture is taken once Storybook says the play is done and no timed toast is left. Left out:
 * states that keep moving (the SMS cooldown counts down every second).
 */
const index = JSON.parse(readFileSync(new URL('../../packages/app/storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const MOVING = new Set(['states-errors-smscode--too-frequent']);
const STATES = Object.values(index.entries)
  .filter((e) => e.type === 'story' && e.id.startsWith('states-errors-') && !MOVING.has(e.id))
  .map((e) => e.id);

/** The world's default start (seed 42): Monday 5 January 2026, 12:00 UTC. */
const FIXED_TIME = new Date('2026-01-05T12:00:00Z');

async function openPlayedStory(page: Page, id: string, globals: string) {
  await page.clock.setFixedTime(FIXED_TIME);
  await page.addInitScript(() => {
    let seed = 42;
    Math.random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return (seed - 1) / 2_147_483_646;
    };
  });
  await page.goto(`/iframe.html?id=${id}&viewMode=story${globals ? `&globals=${globals}` : ''}`);
  await page.locator('#storybook-root').waitFor();
  // The play function has run to its end (Storybook's own render phase), then nothing is loading.
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: Array<{ phase?: string }> } }).__STORYBOOK_PREVIEW__;
      const played = preview?.storyRenders?.some((r) => r.phase === 'completed' || r.phase === 'finished') ?? false;
      // A toast is timed (2 s), so the picture is of the screen it leaves: the field, alert or row
      // the state changed, with focus where the message was. The story shows the toast itself.
      return played && document.fonts.status === 'loaded' && document.querySelectorAll('.ui-spinner, .ui-skeleton, .ui-toast').length === 0;
    },
    null,
    { timeout: 45_000 },
  );
}

for (const id of STATES) {
  for (const state of [
    { name: 'light', globals: '' },
    { name: 'dark', globals: 'theme:dark' },
  ]) {
    test(`${id} ${state.name}`, async ({ page }) => {
      await openPlayedStory(page, id, state.globals);
      await expect(page).toHaveScreenshot(`${id.replace('states-errors-', 'errors-')}-${state.name}.png`);
    });
  }
}
