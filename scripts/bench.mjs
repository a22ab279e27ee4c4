// `pnpm bench`: every benchmark of docs/performance.md, one after the other, each run even when an
// earlier one reports a budget it misses (exit code 1 then, once all have written their section):
//   1. the simulator (packages/mock-server bench/run.ts), section "Simulator";
//   2. the site's budgets (scripts/bench-site.mjs: builds the site), section "Site";
//   3. Lighthouse on the site's main routes (scripts/bench-lighthouse.mjs, on that build), section "Lighthouse".
// Arguments go to bench-site.mjs (e.g. --no-e2e); `pnpm bench:lighthouse --runs 1` runs step 3 alone.
import { spawnSync } from 'node:child_process';
import { env, root } from './ensure.mjs';

const args = process.argv.slice(2);
const steps = [
  ['pnpm', ['--filter', '@m/mock-server', 'bench']],
  ['node', ['scripts/bench-site.mjs', ...args]],
  ['node', ['scripts/bench-lighthouse.mjs', '--no-build']],
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
