// `pnpm run ci` (what `npm test` runs once the tools are installed): the checks, then the unit
// suite, then the e2e suite, then the home budget (which reuses the e2e run's build), then the
// error pairs both suites produced.
//
// The static checks are single-threaded programs (Prettier, ESLint, dependency-cruiser, Redocly,
// one tsc per package), so they run two at a time: one per core of the machines the suite runs
// on. Their output is printed when each ends, never interleaved. The first failing phase stops
// the run, as `a && b` would, after every check of that phase has reported.
//
// `pnpm run ci --phases static,unit` runs only the phases named (static, unit, e2e, budget, coverage).
//
// Each step's wall time is printed at the end and written to test-results/ci-steps.json, which
// `pnpm bench:tests` reads into docs/performance.md ("Tests").
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { root, runAsync } from './ensure.mjs';

/** The packages `pnpm typecheck` checks, heaviest first (the pool starts the longest first). */
const TYPECHECKED = ['@m/app', '@m/mock-server', '@m/e2e', '@m/contracts', '@m/ui'];

const pnpm = (...args) => ['pnpm', args];
export const PHASES = [
  {
    name: 'static',
    parallel: Math.max(1, Math.min(2, availableParallelism())),
    steps: [
      ...TYPECHECKED.slice(0, 2).map((pkg) => ({ name: `typecheck ${pkg}`, run: pnpm('--filter', pkg, 'typecheck') })),
      { name: 'lint', run: pnpm('lint') },
      { name: 'format:check', run: pnpm('format:check') },
      { name: 'check:cycles', run: pnpm('check:cycles') },
      ...TYPECHECKED.slice(2).map((pkg) => ({ name: `typecheck ${pkg}`, run: pnpm('--filter', pkg, 'typecheck') })),
      { name: 'openapi:lint', run: pnpm('openapi:lint') },
    ],
  },
  { name: 'unit', steps: [{ name: 'test:unit', run: pnpm('test:unit') }] },
  { name: 'e2e', steps: [{ name: 'test:e2e', run: pnpm('test:e2e') }] },
  { name: 'budget', steps: [{ name: 'check:budget', run: pnpm('check:budget') }] },
  // The error pairs of the unit and e2e runs together, and the tests that name each (e2e/support/contract-coverage.ts).
  { name: 'coverage', steps: [{ name: 'error pairs', run: pnpm('--filter', '@m/e2e', 'coverage:merged') }] },
];

/** Runs one step; a step of a parallel phase has its output held until it ends. */
async function runStep(step, { buffered }) {
  const started = performance.now();
  const [cmd, args] = step.run;
  const { code, signal, output } = await runAsync(cmd, args, { buffered });
  const seconds = (performance.now() - started) / 1000;
  const ok = code === 0;
  if (buffered) {
    const out = output.trimEnd();
    console.info(`\n[ci] ${ok ? 'ok' : 'FAILED'}: ${step.name} (${seconds.toFixed(1)} s)${out ? `\n${out}` : ''}`);
  }
  return { name: step.name, seconds, ok, exit: code ?? signal };
}

async function runPhase(phase) {
  const width = phase.parallel ?? 1;
  const queue = [...phase.steps];
  const results = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await runStep(step, { buffered: width > 1 }));
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: width }, lane));
  return { name: phase.name, seconds: (performance.now() - started) / 1000, steps: results };
}

async function main() {
  const started = performance.now();
  const phases = [];
  let ok = true;
  const named = process.argv.indexOf('--phases');
  const only = named > 0 ? process.argv[named + 1]?.split(',') : undefined;
  const unknown = (only ?? []).filter((n) => !PHASES.some((p) => p.name === n));
  if (unknown.length) throw new Error(`--phases: no phase ${unknown.join(', ')} (phases: ${PHASES.map((p) => p.name).join(', ')})`);
  for (const phase of PHASES.filter((p) => !only || only.includes(p.name))) {
    console.info(`\n[ci] ${phase.name}: ${phase.steps.map((s) => s.name).join(', ')}`);
    const result = await runPhase(phase);
    phases.push(result);
    if (result.steps.some((s) => !s.ok)) {
      ok = false;
      break;
    }
  }
  const total = (performance.now() - started) / 1000;
  console.info('\n[ci] wall time per phase and step:');
  for (const p of phases) {
    console.info(`[ci]   ${p.name}: ${p.seconds.toFixed(1)} s`);
    if (p.steps.length > 1) for (const s of p.steps) console.info(`[ci]     ${s.name}: ${s.seconds.toFixed(1)} s${s.ok ? '' : ' FAILED'}`);
    else if (!p.steps[0].ok) console.info(`[ci]     ${p.steps[0].name} FAILED (exit ${p.steps[0].exit})`);
  }
  console.info(`[ci]   total: ${total.toFixed(1)} s${ok ? '' : ' (stopped at the first failing phase)'}`);
  const out = join(root, 'test-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'ci-steps.json'), `${JSON.stringify({ ok, seconds: total, phases }, null, 2)}\n`);
  process.exitCode = ok ? 0 : 1;
}

await main();
