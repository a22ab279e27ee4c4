import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*'],
    // Both cores: vitest's default (cores - 1) runs a 2-core machine on one worker.
    maxWorkers: 2,
  },
});
