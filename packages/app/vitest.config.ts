import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const preloadedLazy = fileURLToPath(new URL('src/test/preloaded-lazy.ts', import.meta.url));
const appSources = fileURLToPath(new URL('src/', import.meta.url));

export default defineProject({
  plugins: [
    react(),
    {
      // The app's modules get React whose lazy parts are loaded before a file's tests (src/test/preloaded-lazy.ts).
      name: 'preloaded-lazy',
      enforce: 'pre',
      resolveId: (id, importer) =>
        id === 'react' && importer?.startsWith(appSources) && importer !== preloadedLazy ? preloadedLazy : undefined,
    },
  ],
  // Every store registers its initial state, so each test starts from fresh stores (src/test/tracked-zustand.ts).
  resolve: { alias: [{ find: /^zustand$/, replacement: fileURLToPath(new URL('src/test/tracked-zustand.ts', import.meta.url)) }] },
  test: {
    // Two shared cores: a test that builds a server or renders the whole site can pass 5 s when the
    // machine is busy; a test that hangs still fails.
    testTimeout: 20_000,
    name: 'app',
    environment: 'happy-dom',
    // Reduced motion, as the e2e suite runs: popups and toasts end at once instead of holding a
    // screen for their exit animation (the site honours the setting). The timings themselves are
    // @m/ui's tests, which run with motion.
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/m/home', settings: { device: { prefersReducedMotion: 'reduce' } } } },
    setupFiles: ['src/test/setup.ts'],
    // Clears the unit journals of the merged contract coverage report (src/test/contract-journals.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Threads start faster than forks. Files share their worker's modules and document
    // (isolation cost two thirds of the suite's time): src/test/setup.ts starts each file as a
    // fresh page and resets every store, cache and world after each test.
    pool: 'threads',
    isolate: false,
  },
});
