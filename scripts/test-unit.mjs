// `pnpm test:unit [vitest args]`: every vitest project of vitest.config.ts, in two runs side by side.
//
// One vitest run takes its projects one after another, each on workers of its own. The site's
// screens (the app project) leave a core idle while a screen waits on a timer or a worker starts;
// the packages and tools (contracts, mock-server, repo, ui) run meanwhile on one worker of their
// own, which loads the simulator, Fastify and ESLint once (a second worker would load them again).
// Measured on the 2-core machine the suite runs on: docs/performance.md ("Tests").
//
// The app run prints as it goes; the other run's report is printed after it, never
// interleaved. The failing tests of both runs are listed last, so the end of a long log (what a
// CI page shows) names them. The exit code is the first failing run's. Arguments go to both runs
// (a file filter that matches nothing in one run passes there).
import { stripVTControlCharacters } from 'node:util';
import { runAsync } from './ensure.mjs';

const LANES = [
  { name: 'app', args: ['--project', 'app'] },
  { name: 'packages and tools', args: ['--project', '!app', '--maxWorkers', '1'] },
];

const extra = process.argv.slice(2);
const passWithNone = extra.length > 0 ? ['--passWithNoTests'] : [];

async function runLane({ name, args }, { buffered }) {
  const { code, signal, output } = await runAsync('pnpm', ['exec', 'vitest', 'run', ...args, ...passWithNone, ...extra], {
    buffered,
    tee: !buffered,
    // Read through a pipe, vitest would drop its colours on a terminal that shows them.
    extraEnv: !buffered && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {},
  });
  return { name, exit: code ?? (signal ? 1 : 0), output };
}

/** The lines of a vitest report that name a failing file or test, once each. */
function failuresOf(output) {
  const plain = stripVTControlCharacters(output);
  return [
    ...new Set(
      plain
        .split('\n')
        .filter((line) => /^\s*FAIL\s/.test(line))
        .map((line) => line.trim()),
    ),
  ];
}

const results = await Promise.all(LANES.map((lane, i) => runLane(lane, { buffered: i > 0 })));
for (const { name, output } of results.slice(1)) process.stdout.write(`\n[test:unit] ${name}:\n${output}`);
for (const { name, exit, output } of results) {
  if (exit === 0) continue;
  console.error(`[test:unit] ${name}: FAILED (exit ${exit})`);
  for (const line of failuresOf(output)) console.error(`[test:unit]   ${line}`);
}
process.exitCode = results.find((r) => r.exit !== 0)?.exit ?? 0;
