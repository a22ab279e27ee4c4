import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    // Two shared cores: a test that builds a server or renders the whole site can pass 5 s when the
    // machine is busy; a test that hangs still fails.
    testTimeout: 20_000,
    name: 'app',
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/m/home' } },
    setupFiles: ['src/test/setup.ts'],
    // Threads start faster than forks; files stay isolated (module state such as the i18n
    // instance and feature caches is not shared between files).
    pool: 'threads',
  },
});
