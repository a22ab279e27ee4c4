import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';

/**
 * The phone every run drives: the design width in Chromium (the only browser on these machines),
 * for the main suite (playwright.config.ts) and the dev-modes run (dev-modes.config.ts) alike.
 */
export const PHONE: NonNullable<PlaywrightTestConfig['use']> = {
  ...devices['iPhone 13'],
  browserName: 'chromium',
  defaultBrowserType: 'chromium',
  viewport: { width: 375, height: 812 },
  // Popups, toasts and theme switches skip their slide and fade (the site honours the setting,
  // @m/ui base.css): nothing waits for an animation to end before the next step or an axe scan.
  // Their timings are unit-tested; frame.spec.ts's popup routes run with motion.
  reducedMotion: 'reduce',
  screenshot: 'only-on-failure',
  launchOptions: {
    // Debian's headless shell when installed (half the CPU of the full browser), else its Chromium.
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  },
};
