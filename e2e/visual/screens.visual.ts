import { expect, test, type Page } from '@playwright/test';
import { openStoryFrame, storyIds, waitForPlayed } from './story-frame';

/**
 * Every screen story of the static Storybook (tag `screen`: the first stories of each area's
 * screens, read from the build's index.json so a new screen story is covered at once), light and
 * dark; the text-heavy
 * screens also in Portuguese. The page's clock is fixed and Math.random seeded, so two runs draw
 * the same pixels; the jackpot, which grows on a timer, is hidden (visual/hidden.css), and the app download's QR code (the page's origin) masked.
 */
const SCREENS = storyIds({ tag: 'screen' });

/** Screens where most of what shows is text: checked in PT too. */
const TEXT_HEAVY = [
  'games-home--home',
  'account-login--login',
  'account-register--register',
  'promotions-promotions--activity',
  'lottery-lottery-lobby--lottery',
  'member-member-centre--member-centre',
  'support-help--help',
  'agent-agent-home--agent-home',
];

/** Screens that change once more after they settle, and what shows when they are done. */
const DONE_WHEN: Record<string, string> = {
  // G-081: the deep-linked promotion opens (and is scrolled to) 500 ms after the list shows.
  'promotions-promotions--activity-detail': '[aria-expanded="true"]',
};

async function openStory(page: Page, id: string, globals: string) {
  await openStoryFrame(page, id, globals);
  // A screen story with a play (a wrong password, then the captcha) is pictured once it has
  // played, after any timed toast it raised has gone: the picture no longer depends on whether the
  // toast was still up.
  await waitForPlayed(page);
  // Settled: the story rendered, fonts and images are in, and no spinner or skeleton is left. A
  // lazy image (G-003, `data-status`) on screen has ended loaded or failed: it has no src while it
  // waits for its delay, so `complete` alone let a picture be taken before its art arrived.
  await page.waitForFunction(
    () => {
      const onScreen = (i: HTMLImageElement) => {
        const r = i.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
      };
      const lazyDone = [...document.querySelectorAll<HTMLImageElement>('img[data-status]')].every(
        (i) => i.dataset.status !== 'loading' && (i.dataset.status !== 'pending' || !onScreen(i)),
      );
      return (
        document.fonts.status === 'loaded' &&
        lazyDone &&
        [...document.images].every((i) => !i.getAttribute('src') || i.complete) &&
        document.querySelectorAll('.ui-spinner, .ui-skeleton').length === 0
      );
    },
    null,
    { timeout: 30_000 },
  );
  const done = DONE_WHEN[id];
  if (done) await page.locator(done).first().waitFor();
}

for (const id of SCREENS) {
  const states = [
    { name: 'light', globals: '' },
    { name: 'dark', globals: 'theme:dark' },
    ...(TEXT_HEAVY.includes(id) ? [{ name: 'pt', globals: 'language:pt' }] : []),
  ];
  for (const state of states) {
    test(`${id} ${state.name}`, async ({ page }) => {
      await openStory(page, id, state.globals);
      // One baseline per story id and state (e2e/visual/baselines/<story id>-<state>.png).
      // Masked: the app download's QR code, which carries the download link resolved against the
      // page's origin (Storybook's port changes it); nothing lies over it.
      await expect(page).toHaveScreenshot(`${id}-${state.name}.png`, { mask: [page.locator('.m-app-qr')] });
    });
  }
}
