import { expect, test } from '../support/fixtures';

// Two defaults a user expects of the served site: it runs under its Content-Security-Policy
// (scripts/serve-site.mjs, docs/serving.md), and a first visit follows the system's theme.

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

test.describe('the built site under its Content-Security-Policy', () => {
  test('home, a game list and the login popup run with no CSP violation (Chromium reports them)', async ({ page }) => {
    // The suite's site is the production server (scripts/serve-site.mjs) in front of the build.
    await page.addInitScript(() => {
      const seen: Violation[] = [];
      (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` }),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

    const res = await page.goto('/m/home');
    const policy = res?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    // The page has no inline event handler to allow: the loader switches the stylesheets on.
    expect(policy).not.toContain("'unsafe-hashes'");
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    // The app took over from the shell: the inline loader and theme script ran, the chunks loaded.
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    await expect(page.locator('.gm-banner__slide img').first()).toBeVisible();
    // The entry's stylesheets, loaded without blocking the paint, apply once loaded.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const media = [...document.querySelectorAll('link[data-m-later]')].map((l) => (l as HTMLLinkElement).media);
          return media.length > 0 && media.every((m) => m === 'all') ? 'applied' : media.join(', ') || 'none';
        }),
      )
      .toBe('applied');
    expect(await violations()).toEqual([]);

    // A guest's launch opens the login popup over the list (a lazy chunk, the captcha's image).
    await page.goto('/m/rng');
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe('a first visit in a dark-mode browser', () => {
  test.use({ colorScheme: 'dark' });

  test.describe('with the app’s JavaScript held back', () => {
    // The refused script requests are the browser's own console lines.
    test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

    test('paints dark before the app’s first script (A-170)', async ({ page }) => {
      // Only the shell's inline script can have set the theme.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/m/home');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('#root > .m-frame[data-shell]')).toBeVisible();
    });
  });

  test('follows the system until the user picks light in the side menu; the pick then stays', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
