/**
 * `pnpm bench`: the simulator's budgets (docs/conventions.md "Budgets"), measured side by side in one run
 * on loopback, bounded in time:
 * - throughput of GET /api/system/settings against a bare Fastify route serving the same JSON
 *   (budget: simulator >= 85% of bare), in rounds of both back to back;
 * - cold start: build the app and answer the first inject (budget < 300 ms), median of 7.
 * BENCH_ROUNDS (default 9) and BENCH_DURATION (s, default 3) set the rounds.
 * Writes the table to docs/performance.md, section "Simulator".
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { api } from '@m/contracts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/http/server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
// The shared machine's throughput drifts by tens of percent within seconds: many short rounds,
// each pairing bare and simulator back to back (order alternating), judged by the median ratio.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const COLD_STARTS = 7;
const CONNECTIONS = 10;

async function coldStartMs(): Promise<number> {
  const t0 = performance.now();
  const app = buildApp();
  const res = await app.inject({ method: 'GET', url: api.system.settings.path });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`cold start answered ${res.statusCode}`);
  await app.close();
  return ms;
}

async function listen(app: ReturnType<typeof Fastify>): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

async function main() {
  // Warm the module cache once, then measure a cold app (what a test or `pnpm sim` pays per start).
  await coldStartMs();
  const colds: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) colds.push(await coldStartMs());
  const cold = [...colds].sort((a, b) => a - b)[Math.floor(COLD_STARTS / 2)]!;

  const sim = buildApp({ logger: false });
  const simUrl = `${await listen(sim)}${api.system.settings.path}`;
  const payload = (await sim.inject({ method: 'GET', url: api.system.settings.path })).json() as unknown;
  const bare = Fastify({ logger: false });
  bare.get('/settings', async () => payload);
  const bareUrl = `${await listen(bare)}/settings`;

  const runs: { bare: number[]; sim: number[] } = { bare: [], sim: [] };
  try {
    // Warm-up (not counted): the JIT should not penalise whichever server runs first.
    for (const url of [bareUrl, simUrl]) await autocannon({ url, connections: CONNECTIONS, duration: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      const pair = [
        ['bare', bareUrl],
        ['sim', simUrl],
      ] as const;
      for (const [name, url] of round % 2 === 0 ? pair : [...pair].reverse()) {
        const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
        if (r.non2xx || r.errors) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        runs[name].push(r.requests.average);
        console.info(`round ${round + 1} ${name.padEnd(4)} ${Math.round(r.requests.average)} req/s (p99 ${r.latency.p99} ms)`);
      }
    }
  } finally {
    await Promise.all([sim.close(), bare.close()]);
  }

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const bareRps = mean(runs.bare);
  const simRps = mean(runs.sim);
  const ratios = runs.sim.map((sim, i) => sim / runs.bare[i]!).sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)]!;
  const table = [
    '## Simulator',
    '',
    `Measured by \`pnpm bench\` (packages/mock-server/bench/run.ts) on ${new Date().toISOString().slice(0, 10)}, Node ${process.version},`,
    `autocannon ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} rounds of bare and simulator back to back (order alternating) in one process, loopback.`,
    'Absolute numbers vary with the shared machine; the ratio is what the budget checks.',
    '',
    '| measure | value | budget | ok |',
    '|---|---|---|---|',
    `| bare Fastify, same JSON (req/s) | ${Math.round(bareRps)} (${runs.bare.map(Math.round).join(', ')}) | | |`,
    `| simulator GET /api/system/settings (req/s) | ${Math.round(simRps)} (${runs.sim.map(Math.round).join(', ')}) | | |`,
    `| simulator / bare, median of the ${ROUNDS} rounds' ratios | ${(ratio * 100).toFixed(1)}% (${ratios.map((r) => (r * 100).toFixed(0)).join(', ')}) | >= 85% | ${ratio >= 0.85 ? 'yes' : 'NO'} |`,
    `| cold start: build app + first answer (median of ${COLD_STARTS}) | ${cold.toFixed(0)} ms (${colds.map((ms) => ms.toFixed(0)).join(', ')}) | < 300 ms | ${cold < 300 ? 'yes' : 'NO'} |`,
    '',
  ].join('\n');
  console.info(`\n${table}`);

  const file = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Performance\n\nThe budgets of [conventions.md](conventions.md#budgets), measured by scripts (never by timed tests).\n';
  const section = /## Simulator\n[\s\S]*?(?=\n## |$)/;
  const next = section.test(current) ? current.replace(section, table) : `${current.trimEnd()}\n\n${table}`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
  console.info(`written to ${file}`);
  if (ratio < 0.85 || cold >= 300) process.exitCode = 1;
}

await main();
