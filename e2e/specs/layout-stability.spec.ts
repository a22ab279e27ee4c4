import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// docs/conventions.md "Skeletons keep the layout still": space is reserved for the banner, the category tab bar, the
// notice bar and the hot games before their data arrives, so the page does not jump while it loads.
// The sum of the layout-shift entries of the load (what Lighthouse's CLS adds up for a page this
// short) stays under 0.02. Each section's answer is held back by a different delay so they arrive
// one by one after the first paint, in an order where a missing placeholder moves what is on screen.

const CLS_LIMIT = 0.02;

/** Sums every layout shift without recent input, from before the site's first script. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (!e.hadRecentInput) {
          w.__shifts.push({
            value: e.value,
            sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))),
          });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shifts(page: Page) {
  // Two frames: the observer reports a frame's shifts after that frame.
  return page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)),
        ),
      ),
  );
}

function total(list: { value: number }[]) {
  return list.reduce((sum, s) => sum + s.value, 0);
}

test.describe('no layout shift while a page loads', () => {
  test.beforeEach(async ({ world, page }) => {
    // Staggered answers: the banner, vendors (tab bar), announcements and hot games each arrive on their own.
    await world.control.addFaults(world.id, [
      { endpoint: 'banners.list', latencyMs: 500 },
      { endpoint: 'games.vendors', latencyMs: 900 },
      { endpoint: 'announcements.list', latencyMs: 300 },
      { endpoint: 'games.hot', latencyMs: 1200 },
      { endpoint: 'games.list', latencyMs: 700 },
      { endpoint: 'lottery.menu', latencyMs: 600 },
    ]);
    await watchShifts(page);
  });

  test('/m/home: banner, tab bar, notice bar and hot games keep their place (CLS < 0.02)', async ({ page }) => {
    await page.goto('/m/home');
    // Before the answers: no "No announcements" until the announcements answer says so (habit 14).
    await expect(page.getByRole('region', { name: 'Latest announcements' }).getByRole('button', { name: 'No announcements' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('list', { name: 'Hot games' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
    const list = await shifts(page);
    expect(total(list), JSON.stringify(list, null, 1)).toBeLessThan(CLS_LIMIT);
  });

  test('/m/gameList: banner, tab bar and the list keep their place (CLS < 0.02)', async ({ page }) => {
    await page.goto('/m/gameList');
    await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
    const list = await shifts(page);
    expect(total(list), JSON.stringify(list, null, 1)).toBeLessThan(CLS_LIMIT);
  });

  test('/m/lott: the menu and the lottery card keep their place (CLS < 0.02)', async ({ page }) => {
    await page.goto('/m/lott');
    await expect(page.getByRole('tablist', { name: 'Lottery categories' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const list = await shifts(page);
    expect(total(list), JSON.stringify(list, null, 1)).toBeLessThan(CLS_LIMIT);
  });
});
