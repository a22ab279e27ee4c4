// Mutation testing of the engine's domain rules: `pnpm test:mutation` from the root.
// Not part of `npm test` (minutes, not seconds). Stryker 9.6 (10.x needs Node 22).
// Incremental: the committed reports/stryker-incremental.json lets a run retest only the
// mutants whose code or covering tests changed. One file while iterating:
//   pnpm test:mutation --mutate src/engine/domains/sms.ts
// Score per file: docs/reliability.md "Mutation testing".
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/engine/domains/auth.ts',
    'src/engine/domains/human-check.ts',
    'src/engine/domains/sms.ts',
    'src/engine/domains/register.ts',
    'src/engine/domains/password.ts',
    'src/engine/domains/agent.ts',
    'src/engine/domains/promotions.ts',
    'src/engine/domains/wallet.ts',
    'src/engine/domains/member.ts',
    'src/engine/domains/support.ts',
    // Helpers moved out of member.ts and wallet.ts to break an import circle (ENG-CYCLES).
    'src/engine/domains/common.ts',
    'src/engine/wallet/wallet-book.ts',
    // The seeded string hash that agent.ts and lottery/schedule.ts draw their numbers from.
    'src/engine/seeded/hash.ts',
    'src/engine/lottery/schedule.ts',
    'src/engine/lottery/lottery-catalogue.ts',
    'src/engine/faults.ts',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants) run every test each; they are not rules.
  ignoreStatic: true,
  // The machine is shared (2 cores, several engineers): one test process.
  concurrency: 1,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 10000,
};
