// `pnpm bench:tests` (and the last step of `pnpm bench`): the wall time of `npm test` as a new
// engineer meets it, written to docs/performance.md section "Tests". A fresh clone of the
// committed HEAD in a temporary folder (no node_modules, no build, no test caches) runs
// `npm test`; its step runner (scripts/ci.mjs) reports each step's time in
// test-results/ci-steps.json, and what precedes the steps is the install (pnpm, dependencies and
// Chromium reused from this machine's pnpm store and system, as a second clone on a laptop
// would). Beside the wall time it records the CPU seconds the run used (every process it started)
// and the machine's time for a fixed reference workload (scripts/reference-workload.mjs), since a
// wall time alone says as much about the machine as about the tests. Measured here, never asserted
// in a test.
//   --keep   leave the clone in place (its path is printed)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { env, root } from './ensure.mjs';
import { writeSection } from './perf-doc.mjs';
import { referenceSeconds } from './reference-workload.mjs';

/**
 * CPU seconds (user and system) of this process's finished children and theirs, as Linux counts
 * them once each is waited for; undefined where /proc is not there.
 */
function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return undefined;
  // The fields after the command's name (which is in parentheses and may hold spaces); cutime and
  // cstime are the 16th and 17th fields, in clock ticks of 1/100 s on Linux.
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The goals of `npm test` in a fresh clone on a 2-core machine, install included (docs/conventions.md "Budgets"). */
const GOALS = { total: 300, unit: 45, e2e: 180 };

// Beside this checkout: a clone with nothing of this checkout's ignored files (node_modules, builds).
const clone = mkdtempSync(join(dirname(root), '.bench-tests-'));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
const loadBefore = load();
/** CPU seconds the whole machine spent busy (every process, not only this run's) since boot. */
const machineBusy = () => cpus().reduce((sum, c) => sum + c.times.user + c.times.nice + c.times.sys + c.times.irq, 0) / 1000;
const reference = referenceSeconds(5);
try {
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error('git clone failed');
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).stdout.trim();
  // The clone shares no ports with a running `npm start` or e2e run of this checkout.
  const started = performance.now();
  const busyBefore = machineBusy();
  const run = spawnSync('npm', ['test'], {
    cwd: clone,
    env: { ...env, CI: '1', E2E_SITE_PORT: '5293', E2E_SIM_PORT: '4193' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const total = (performance.now() - started) / 1000;
  const cpu = childrenCpuSeconds();
  const busy = machineBusy() - busyBefore;
  const stepsFile = join(clone, 'test-results/ci-steps.json');
  const steps = existsSync(stepsFile) ? JSON.parse(readFileSync(stepsFile, 'utf8')) : null;
  const phase = (name) => steps?.phases.find((p) => p.name === name);
  const s = (seconds) => (seconds === undefined ? 'not run' : `${seconds.toFixed(1)} s`);
  const row = (what, seconds, goal) =>
    `| ${what} | ${s(seconds)} | ${goal ? `< ${goal} s` : ''} | ${goal && seconds !== undefined ? (seconds < goal ? 'yes' : 'NO') : ''} |`;
  const staticPhase = phase('static');
  const section = [
    '## Tests',
    '',
    `Measured by \`pnpm bench:tests\` (scripts/bench-tests.mjs) on ${new Date().toISOString().slice(0, 10)}, commit ${head}, Node ${process.version}, ` +
      `${cpus().length} cores, load average ${loadBefore} before and ${load()} after (1, 5, 15 min). A fresh clone runs \`npm test\` under CI=1; ` +
      `install = the time before the first step (pnpm, dependencies and Chromium from this machine's store and system). ` +
      `${run.status === 0 ? 'The run passed.' : `**The run failed (exit ${run.status}).**`}`,
    '',
    `The machine: the reference workload (scripts/reference-workload.mjs, median of 5) took ${reference.toFixed(2)} s; ` +
      `the whole run used ${cpu === undefined ? 'an unknown number of' : cpu.toFixed(0)} CPU seconds` +
      `${cpu === undefined ? '' : ` (${(cpu / reference).toFixed(0)} reference workloads; its wall time is ${(total / reference).toFixed(0)})`}, ` +
      `and the machine's ${cpus().length} cores were busy ${busy.toFixed(0)} CPU seconds meanwhile (${((busy / (total * cpus().length)) * 100).toFixed(0)}% of what they could give; other work included).`,
    '',
    '| step | wall time | goal | met |',
    '|---|---|---|---|',
    row('whole `npm test`, install included', total, GOALS.total),
    row('install', steps ? total - steps.seconds : undefined),
    row(
      `static checks, two at a time (${staticPhase?.steps.map((st) => `${st.name} ${st.seconds.toFixed(1)}`).join(', ') ?? ''})`,
      staticPhase?.seconds,
    ),
    row('unit (`pnpm test:unit`)', phase('unit')?.seconds, GOALS.unit),
    row('e2e (`pnpm test:e2e`, site build included)', phase('e2e')?.seconds, GOALS.e2e),
    row('home budget (`pnpm check:budget`, on the e2e build)', phase('budget')?.seconds),
    row('error pairs of both suites (`coverage:merged`)', phase('coverage')?.seconds),
    '',
  ].join('\n');
  console.info(`\n${section}`);
  writeSection(section);
  if (run.status !== 0) process.exitCode = 1;
} finally {
  if (process.argv.includes('--keep')) console.info(`clone kept at ${clone}`);
  else rmSync(clone, { recursive: true, force: true });
}
