// Load time of /m/home as a phone on a slow network sees it: the production build
// (vite preview) against the simulator, headless Chromium on the e2e's mobile profile with 4x CPU
// slowdown and DevTools' "Fast 3G" network, a fresh browser context per load (cold cache). Reports
// the median of LOADS loads of the first contentful paint and of the home header being
// interactive (the Login button visible and enabled), both from navigation start.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { env, root } from './ensure.mjs';
import { CHROMIUM_ARGS, chromiumPath, waitForUrl } from './chromium.mjs';

const LOADS = 5;
const SIM_PORT = 4290;
const SITE_PORT = 5390;
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

export async function measureSiteLoad() {
  const { chromium, devices } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');
  const procs = [
    spawn('pnpm', ['--filter', '@m/mock-server', 'sim', '--port', String(SIM_PORT), '--clock', 'frozen'], {
      cwd: root,
      env,
      stdio: 'ignore',
      detached: true,
    }),
    spawn('pnpm', ['--filter', '@m/app', 'preview', '--port', String(SITE_PORT), '--strictPort'], {
      cwd: root,
      env: { ...env, SIM_URL: `http://127.0.0.1:${SIM_PORT}` },
      stdio: 'ignore',
      detached: true,
    }),
  ];
  const url = `http://localhost:${SITE_PORT}/m/home`;
  try {
    await waitForUrl(`http://127.0.0.1:${SIM_PORT}/api/system/status`);
    await waitForUrl(url);
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
    const fcp = [];
    const interactive = [];
    try {
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ ...devices['iPhone 13'], viewport: { width: 375, height: 812 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', FAST_3G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(url, { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Login' }).first().waitForUrl({ state: 'visible', timeout: 120_000 });
        interactive.push(await page.evaluate(() => performance.now()));
        fcp.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN));
        await context.close();
      }
    } finally {
      await browser.close();
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return { loads: LOADS, fcpMs: median(fcp), interactiveMs: median(interactive), fcp, interactive };
  } finally {
    for (const p of procs) {
      try {
        process.kill(-p.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(await measureSiteLoad());
