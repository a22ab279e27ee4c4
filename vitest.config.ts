import { setFlagsFromString } from 'node:v8';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The test workers are threads of this process, and their heaps are made with its V8 flags: young
// generation semi-spaces of 64 MB (V8's default is at most 16 MB) let the short-lived objects of a
// rendered screen die young instead of being copied and promoted. Set before any worker starts
// (docs/decisions/toolkit.md "Unit suites" has the measurements).
setFlagsFromString('--max-semi-space-size=64');

/**
 * The file that renders the stories no area test takes (a glob, so a small file that runs
 * longest). Vitest runs the longest file first when it has the last run's timings; a fresh clone
 * has none, and it starts the largest files first: this one came last, and one worker went on
 * alone for seconds.
 */
const LONGEST = /\/src\/all-stories\.test\.tsx$/;

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONGEST.test(f.moduleId)), ...sorted.filter((f) => !LONGEST.test(f.moduleId))];
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      // Repo tooling: the lint and module-graph checks prove on fixtures that they fail (scripts/fixtures).
      // Files share their worker's modules: each would otherwise load ESLint and its plugins again.
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          pool: 'threads',
          isolate: false,
        },
      },
    ],
    // Both cores: vitest's default (cores - 1) runs a 2-core machine on one worker. `pnpm test:unit`
    // runs the app project beside the others, which take one worker (scripts/test-unit.mjs).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
