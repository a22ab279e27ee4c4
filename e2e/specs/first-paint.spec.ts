import { expect, test } from '../support/fixtures';

// The first paint needs only the HTML. The build prerenders the app shell (the frame's
// header with the brand, home's skeletons, the footer menu's places) into index.html with the
// entry CSS inlined; the JavaScript is added after that paint. Here the site's JavaScript is held
// back entirely, so what shows is what a phone paints before any script of the app ran.

test.describe('with the app’s JavaScript held back', () => {
  // The refused script requests are the browser's own console lines.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test('before any app script runs, the page already shows the frame and home’s skeletons', async ({ page }) => {
    const scripts: string[] = [];
    await page.route('**/assets/*.js', (route) => {
      scripts.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.goto('/m/home');
    const shell = page.locator('#root > .m-frame[data-shell]');
    await expect(shell).toBeVisible();
    await expect(shell.locator('header .ui-brand-mark')).toBeVisible();
    await expect(shell.locator('.ui-skeleton-banner')).toBeVisible();
    await expect(shell.locator('.ui-skeleton-tiles__tile').first()).toBeVisible();
    await expect(shell.locator('nav.ui-footer-menu')).toBeVisible();
    // The shell is styled by the inlined CSS alone: the header has its height, the banner its ratio.
    expect((await shell.locator('header').boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const banner = await shell.locator('.ui-skeleton-banner').boundingBox();
    expect(banner && banner.width / banner.height).toBeCloseTo(2.5, 0);
    // The loader asked for the entry only after that paint (here refused); no text was shown meanwhile.
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await expect(shell.locator('.m-frame__main')).toHaveText('');
    await expect(shell.locator('nav.ui-footer-menu')).toHaveText('');
  });

  test('a saved dark theme is on <html> before the app’s first script (A-170)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('#root > .m-frame[data-shell]')).toBeVisible();
  });
});

test('the app replaces the shell, and home’s banner image is asked for with high priority', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect(page.locator('.gm-banner__slide img').first()).toHaveAttribute('fetchpriority', 'high');
});
