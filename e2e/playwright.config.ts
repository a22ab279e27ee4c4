import { defineConfig } from '@playwright/test';
import { PHONE } from './support/phone';
import { E2E_SIM_URL, E2E_SITE_URL, E2E_SIM_PORT, E2E_SITE_PORT } from './support/urls';

/**
 * The whole site against the simulator, deterministically: a production build of the site
 * (served by scripts/serve-site.mjs, the production server, forwarding /api to the simulator) and
 * the simulator on their own ports, so a developer's `npm start` can keep running. Every test gets
 * its own world (fixtures.ts).
 */

export default defineConfig({
  testDir: './specs',
  // The contract coverage report of the run: test-results/contract-coverage.{json,md}.
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Three on two cores: a test waits on the site, the simulator and its polls part of the time,
  // and a third worker fills those gaps (the suite 220 -> 202 s, the machine's idle time 16% -> 5%).
  workers: 3,
  // Screens are heavy (home under every popup) and axe scans them whole, on two busy cores.
  timeout: 60_000,
  // Assertions retry until the screen settles; 10 s covers lazy chunks and calls on two loaded cores.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Mobile first (support/phone.ts).
    ...PHONE,
    baseURL: E2E_SITE_URL,
    // A trace records every step of every test to keep the failing ones: a fifth of the suite's
    // time. Kept locally, where a failure is opened with `show-trace`; off under CI, which prints
    // the failure and its call log. E2E_TRACE=on records them under CI too, E2E_TRACE=off not locally.
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'on')) === 'off' ? 'off' : 'retain-on-failure',
  },
  webServer: [
    {
      command: `pnpm --filter @m/mock-server sim --port ${E2E_SIM_PORT} --clock frozen`,
      url: `${E2E_SIM_URL}/api/system/status`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // The production server (scripts/serve-site.mjs): its headers, its fallback and its CSP are
      // what the site runs under, on half of `vite preview`'s CPU.
      command: `pnpm --filter @m/app build && node ../scripts/serve-site.mjs --port ${E2E_SITE_PORT}`,
      url: `${E2E_SITE_URL}/m/home`,
      env: { SIM_URL: E2E_SIM_URL },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
});
