// Which Chromium the e2e tests and the site benchmark launch: one answer for playwright.config.ts,
// scripts/site-load.mjs and scripts/ensure.mjs (which installs one when none is found).
import { existsSync } from 'node:fs';

/**
 * Debian's builds, lightest first. The headless shell (Playwright's own default for headless
 * runs) starts a context and loads /m/home on about half the CPU of the full browser's new
 * headless mode: on two cores the e2e suite is CPU-bound, so that is its wall time too.
 */
export const DEBIAN_CHROMIUMS = [
  { pkg: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' },
  { pkg: 'chromium', path: '/usr/bin/chromium' },
];

/**
 * The executable to launch: CHROMIUM_PATH when set, else the first Debian build installed, else
 * undefined (Playwright's own download, after ensure.mjs set PW_BUNDLED_CHROMIUM).
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (process.env.PW_BUNDLED_CHROMIUM) return undefined;
  return DEBIAN_CHROMIUMS.find((c) => existsSync(c.path))?.path;
}

/**
 * The flags every headless Chromium of the project starts with (e2e, site bench, Lighthouse): no
 * sandbox as root, and no background networking, which this machine's closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Polls `url` until it answers 2xx (a server this script started), or throws after the deadline. */
export async function waitForUrl(url, deadlineMs = 120_000) {
  const end = Date.now() + deadlineMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
