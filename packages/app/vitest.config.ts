import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'app',
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/m/home' } },
    setupFiles: ['src/test/setup.ts'],
  },
});
