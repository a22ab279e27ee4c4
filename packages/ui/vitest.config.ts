import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Component CSS is imported for the browser; tests assert roles and text, not pixels.
    css: false,
    // Threads start faster than forks for many small DOM test files (unit suite budget: 60 s).
    pool: 'threads',
    // Pure components with cleanup after each test: one environment per worker, not per file.
    isolate: false,
  },
});
