import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      // Repo tooling: the lint and module-graph checks prove on fixtures that they fail (scripts/fixtures).
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
    ],
    // Both cores: vitest's default (cores - 1) runs a 2-core machine on one worker.
    maxWorkers: 2,
  },
});
