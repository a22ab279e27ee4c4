import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Home's largest paint is the first banner. The shell in index.html asks for the settings and the
// banner list as soon as the HTML arrives and draws the first banner itself, so the banner does not
// wait for the app's JavaScript; the app then takes over the same answers and the same image.

const BANNER_ART = /^\/cdn\/banners\/m_home-1\.svg\?/;

test.describe('with the app’s JavaScript held back', () => {
  // The refused script requests are the browser's own console lines.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test('the shell shows the first banner image from the site’s own origin, in the box it reserved', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/m/home');
    const shell = page.locator('#root > .m-frame[data-prerendered]');
    const frame = shell.locator('.ui-skeleton-banner');
    const before = await frame.boundingBox();
    const img = frame.locator('img');
    await expect(img).toBeVisible();
    // Same origin: the path of the simulator's art, forwarded by the site's server.
    const src = await img.getAttribute('src');
    expect(src).toMatch(BANNER_ART);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // In the reserved box: the frame kept its place and size, the image fills it.
    expect(await frame.boundingBox()).toEqual(before);
    const box = await img.boundingBox();
    expect(box && box.width / box.height).toBeCloseTo(2.5, 1);
    expect(box?.width).toBeCloseTo(before?.width ?? 0, 0);
  });
});

/** Requests of the page by path and query, from the first one on. */
function recordRequests(page: Page): Map<string, number> {
  const seen = new Map<string, number>();
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    const key = `${u.pathname}${u.search}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  return seen;
}

test('the app takes over the shell’s answers and image: each asked for once, nothing shifts', async ({ page }) => {
  const seen = recordRequests(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/m/home');
  const first = page.locator('.gm-banner__slide img').first();
  await expect(first).toBeVisible();
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect.poll(() => first.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // The carousel's first image is the shell's URL (one download), on the site's origin.
  expect(await first.getAttribute('src')).toMatch(BANNER_ART);
  const counts = (re: RegExp) => [...seen].filter(([k]) => re.test(k));
  expect(counts(/^\/api\/system\/settings$/)).toEqual([['/api/system/settings', 1]]);
  expect(counts(/^\/api\/banners\?/).map(([, n]) => n)).toEqual([1]);
  expect(counts(BANNER_ART).map(([, n]) => n)).toEqual([1]);
  // Only the largest paint asks for high priority; the hot games' first row loads at once, the rows below wait.
  const high = page.locator('img[fetchpriority="high"]');
  await expect(high).toHaveCount(1);
  await expect(high).toHaveAttribute('src', BANNER_ART);
  const tiles = page.locator('.gm-grid img');
  await expect(tiles.nth(3)).toBeAttached();
  const modes = await tiles.evaluateAll((els) => els.map((el) => `${el.getAttribute('loading')}/${el.getAttribute('decoding') ?? ''}`));
  expect(modes.slice(0, 3)).toEqual(['eager/', 'eager/', 'eager/']);
  expect(new Set(modes.slice(3))).toEqual(new Set(['lazy/async']));
  // Every URL once: no answer or image asked for again by the app.
  expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((ok) =>
        requestAnimationFrame(() => requestAnimationFrame(() => ok((window as unknown as { __shift: number }).__shift))),
      ),
  );
  expect(shift).toBeLessThan(0.02);
});

test('on home the app’s JavaScript is asked for once the first banner is in, so the two do not share the link', async ({ page }) => {
  const order: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (/^\/assets\/.*\.js$/.test(path)) order.push('script');
  });
  page.on('requestfinished', (r: Request) => {
    if (BANNER_ART.test(`${new URL(r.url()).pathname}${new URL(r.url()).search}`)) order.push('banner');
  });
  await page.goto('/m/home');
  await expect(page.locator('.gm-banner__slide img').first()).toBeVisible();
  expect(order[0]).toBe('banner');
  expect(order.filter((o) => o === 'banner')).toHaveLength(1);
  expect(order.length).toBeGreaterThan(1);
});
