import { defineConfig } from '@playwright/test';
import { DEV_MODES, DEV_SIM_PORT } from './dev-modes/ports';
import { PHONE } from './support/phone';

/**
 * The site as a developer or QA runs it, not as it ships: `npm start` (Vite's dev server in front
 * of the simulator) and `pnpm dev:msw` (the simulator in the page), each with its dev tools and
 * dev panel. What these specs check is what a person sees with no help a person lacks: no
 * page.clock moved with the world's, reloads as a person does them. Apart from the main suite
 * (playwright.config.ts, a production build), on ports of their own.
 */
export default defineConfig({
  testDir: './dev-modes',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 1,
  // The dev server compiles each module on its first request: the first screen of a run is slow.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-dev-modes' }]],
  outputDir: 'test-results/dev-modes',
  use: { ...PHONE, trace: 'off' },
  // Under dev:msw the world lives in the page: no script outside it opens a session there.
  projects: DEV_MODES.map((m) => ({
    name: m.name,
    use: { baseURL: m.url },
    ...(m.name === 'dev-msw' ? { testIgnore: /session-url/ } : {}),
  })),
  webServer: [
    {
      command: `pnpm --filter @m/mock-server sim --port ${DEV_SIM_PORT} --clock frozen --site-origin ${DEV_MODES[0].url}`,
      url: `http://127.0.0.1:${DEV_SIM_PORT}/api/system/status`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    ...DEV_MODES.map((m) => ({
      command: `pnpm --filter @m/app exec vite ${m.viteArgs}`,
      url: `${m.url}/m/home`,
      env: { SITE_PORT: String(m.port), SIM_URL: `http://127.0.0.1:${DEV_SIM_PORT}` },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore' as const,
    })),
  ],
});
