import { expect, type Page } from '@playwright/test';

/**
 * Moves the open site to `path` as its own links do (the router's history, no page load), for
 * checks that visit many screens in a row: each `page.goto` would load, parse and start the
 * whole site again, most of such a test's time. The first screen of a test is still a
 * `page.goto`. The router follows the browser's history: a pushed entry plus the popstate event
 * a back or forward step would fire.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const { pathname, search } = new URL(path, 'http://site.invalid');
  await expect(page).toHaveURL((url) => url.pathname + url.search === pathname + search);
}
