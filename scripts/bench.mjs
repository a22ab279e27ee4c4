// `pnpm bench`: every benchmark of docs/performance.md, one after the other, each run even when an
// earlier one reports a budget it misses (exit code 1 then, once all have written their section):
//   1. the simulator (packages/mock-server bench/run.ts), section "Simulator";
//   2. the site's budgets (scripts/bench-site.mjs: builds the site), section "Site";
//   3. Lighthouse on the site's main routes (scripts/bench-lighthouse.mjs, on that build), section "Lighthouse";
//   4. `npm test` in a fresh clone, each step timed (scripts/bench-tests.mjs), section "Tests".
// `pnpm bench:lighthouse --runs 1` runs step 3 alone.
import { spawnSync } from 'node:child_process';
import { env, root } from './ensure.mjs';

const steps = [
  ['pnpm', ['--filter', '@m/mock-server', 'bench']],
  ['node', ['scripts/bench-site.mjs']],
  ['node', ['scripts/bench-lighthouse.mjs', '--no-build']],
  ['node', ['scripts/bench-tests.mjs']],
];
const failed = [];
for (const [cmd, argv] of steps) {
  const res = spawnSync(cmd, argv, { cwd: root, env, stdio: 'inherit' });
  if (res.status !== 0) failed.push(`${cmd} ${argv.join(' ')} (exit ${res.status ?? res.signal})`);
}
if (failed.length) {
  console.error(`\nbench: over budget or failed: ${failed.join('; ')}`);
  process.exitCode = 1;
}
