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
  },
});
