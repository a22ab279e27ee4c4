import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

/**
 * Visual baselines of every screen story: the static Storybook build
 * (packages/app/storybook-static, no simulator: the in-browser handlers answer) at 375x812,
 * light and dark, EN plus PT for the text-heavy screens. `pnpm test:visual` builds Storybook when
 * it is missing and compares; `pnpm test:visual:update` rewrites the baselines. A failed
 * comparison leaves expected, actual and diff images in e2e/visual-results and the HTML report
 * in e2e/visual-report.
 */
const PORT = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: './visual',
  testMatch: '*.visual.ts',
  outputDir: './visual-results',
  // One baseline per story and state, without the platform suffix (CI runs on this same Linux).
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixels: 0,
      // What keeps moving once a story has settled (the jackpot), hidden from every picture.
      stylePath: fileURLToPath(new URL('./visual/hidden.css', import.meta.url)),
    },
  },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './visual-report' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node ../scripts/static-server.mjs --dir ../packages/app/storybook-static --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
  },
});
