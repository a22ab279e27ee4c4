import { defineProject, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests Stryker runs against each mutant (stryker.config.mjs): the engine's own tests and
 * the QA kit's and the catalogue control tests (the team KPI figures QA set), which assert the
 * domain rules. The transport tests (HTTP, MSW, proxy, CLI,
 * parity, fuzz) exercise the same handlers through Fastify or a spawned process: 10-20 s a
 * file, and the run found they killed only 6 more mutants.
 */
export default mergeConfig(
  base,
  defineProject({
    test: {
      include: ['src/engine/**/*.test.ts', 'src/control/qa-kit.test.ts', 'src/control/contract.test.ts', 'src/control/catalogue.test.ts'],
    },
  }),
);
