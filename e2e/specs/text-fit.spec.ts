import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// No word is broken in the middle at 375 px ("Favourit/es", "Kingma/ker",
// "Evoluti/on" on the game pages). A one-word label takes one line box.

/** How many line boxes the element's text is laid out on. */
const lines = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });

test('the list tabs of a game page keep each word whole', async ({ page }) => {
  await page.goto('/m/gameList');
  // The app's tabs, not the HTML's first screen it replaces (a node being replaced has no line box).
  await expect(page.locator('#root > [data-first-screen]')).toHaveCount(0);
  const tabs = page.getByRole('group', { name: 'Game lists' });
  for (const name of ['All', 'Hot', 'Favourites', 'Recent']) {
    await expect(tabs.getByRole('button', { name })).toBeVisible();
    await expect.poll(() => lines(tabs.getByRole('button', { name })), { message: `${name} on one line` }).toBe(1);
  }
});

test('vendor names in the strip stay on one line, never cut into two lines', async ({ page }) => {
  await page.goto('/m/live');
  const strip = page.getByRole('button', { name: /Evolution/ }).first();
  await expect(strip).toBeVisible();
  expect(await lines(strip.getByText('Evolution', { exact: true }))).toBe(1);
});
