/**
 * `pnpm bench:sim`: our simulator against peer mock servers on the SAME work, side by side in one
 * run, on loopback (docs/conventions.md "Budgets"):
 *   (a) a bare Fastify route returning the same JSON, (b) our simulator through its full path
 *   (world lookup, contract validation, serialisation), (c) json-server, (d) Mockoon CLI,
 *   (e) Prism, (f) msw through @mswjs/http-middleware.
 * Each server runs in its own process; autocannon runs in another. Where `taskset` exists the
 * servers are pinned to core 0 and the load generator to core 1. One warm-up per server, then
 * ROUNDS rounds with the order rotating; medians of req/s, p50 and p99. Cold start = spawn to
 * the first 200. Peers are installed on first use into bench/peers (npm, not the workspace), so
 * `npm test` never pays for them. Our simulator runs as `pnpm sim` runs it (scripts/sim.mjs and
 * its prebuilt bundle, built before measuring).
 * Two measurements of our simulator only, in the same rounds, each against the plain
 * game list measured by the same load script (bench/load.mjs) in that round:
 *   - a stateful path: log in as a seeded user (encrypted body, as the site sends it), then add a
 *     game favourite with the new token, per iteration;
 *   - 100 live worlds made through the control API: memory (RSS of the process, heap of the
 *     engine) and the game list with requests spread across them (x-sim-world) vs one world.
 * Writes docs/performance.md, section "Simulator against peers".
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@m/contracts';
import { encryptBody, ENCRYPTION_HEADER, ENCRYPTION_HEADER_VALUE } from '@m/contracts/codec';
// @ts-expect-error: a plain ES module script without types
import { buildCliBundle } from '../scripts/cli-bundle.mjs';
import { WELL_KNOWN_PASSWORD } from '../src/engine/seed';
import { BENCH_TARGET } from './target';

const here = fileURLToPath(new URL('.', import.meta.url));
const peersDir = join(here, 'peers');
const workDir = join(here, '.build');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const CONNECTIONS = 10;
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 5);
const WORLDS = 100;
const canPin = spawnSync('sh', ['-c', 'command -v taskset']).status === 0 && cpus().length >= 2;

function ensurePeers(): void {
  if (existsSync(join(peersDir, 'node_modules', '.package-lock.json'))) return;
  console.info('[bench] installing the peer servers into bench/peers (once)');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: peersDir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm install of the peer servers failed');
}

const peerRequire = createRequire(join(peersDir, 'package.json'));
const bin = (pkg: string, rel: string) => join(peerRequire.resolve(`${pkg}/package.json`).replace(/package\.json$/, ''), rel);

/** Our simulator as `pnpm sim` starts it: scripts/sim.mjs running the prebuilt bundle (built here, so it is fresh). */
async function shippedSimulator(): Promise<string> {
  await (buildCliBundle as () => Promise<string>)();
  return join(here, '..', 'scripts', 'sim.mjs');
}

interface ServerSpec {
  name: string;
  start: (port: number) => { cmd: string; args: string[] };
}

function serverSpecs(simSpec: ServerSpec, payloadFile: string): ServerSpec[] {
  const { path } = BENCH_TARGET;
  const node = process.execPath;
  const servers = join(here, 'servers.mjs');
  // json-server: the envelope as a singular resource, the endpoint's path rewritten onto it.
  const db = join(workDir, 'json-server-db.json');
  writeFileSync(db, JSON.stringify({ bench: JSON.parse(readFileSync(payloadFile, 'utf8')) }));
  const routes = join(workDir, 'json-server-routes.json');
  writeFileSync(routes, JSON.stringify({ [`${path}*`]: '/bench' }));
  // Mockoon: an environment with one route, built with Mockoon's own builders (schema-valid).
  const mockoon = peerRequire('@mockoon/commons') as {
    BuildEnvironment: (o?: object) => Record<string, unknown> & { routes: unknown[]; rootChildren: unknown[] };
    BuildHTTPRoute: (hasDefault: boolean, o?: object) => { uuid: string; responses: Array<Record<string, unknown>> };
  };
  const env = mockoon.BuildEnvironment({ hasDefaultRoute: false, hasDefaultHeader: true });
  const route = mockoon.BuildHTTPRoute(true, { method: 'get', endpoint: path.replace(/^\//, '') });
  Object.assign(route.responses[0]!, { body: readFileSync(payloadFile, 'utf8'), statusCode: 200, disableTemplating: true });
  env.routes = [route];
  env.rootChildren = [{ type: 'route', uuid: route.uuid }];
  const mockoonFile = join(workDir, 'mockoon.json');
  writeFileSync(mockoonFile, JSON.stringify(env));
  // Prism: an OpenAPI document whose only operation has the payload as its example.
  const spec = join(workDir, 'prism.json');
  writeFileSync(
    spec,
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'bench', version: '1' },
      paths: {
        [path]: {
          get: {
            responses: {
              200: { description: 'ok', content: { 'application/json': { example: JSON.parse(readFileSync(payloadFile, 'utf8')) } } },
            },
          },
        },
      },
    }),
  );
  return [
    { name: 'bare Fastify', start: (port) => ({ cmd: node, args: [servers, 'bare', String(port), payloadFile, path] }) },
    simSpec,
    {
      name: 'json-server',
      start: (port) => ({
        cmd: node,
        args: [bin('json-server', 'lib/cli/bin.js'), db, '--routes', routes, '--port', String(port), '--host', '127.0.0.1', '--quiet'],
      }),
    },
    {
      name: 'Mockoon CLI',
      start: (port) => ({
        cmd: node,
        args: [bin('@mockoon/cli', 'bin/run.js'), 'start', '--data', mockoonFile, '--port', String(port), '--disable-log-to-file'],
      }),
    },
    {
      name: 'Prism',
      start: (port) => ({
        cmd: node,
        args: [
          bin('@stoplight/prism-cli', 'dist/index.js'),
          'mock',
          spec,
          '--port',
          String(port),
          '--host',
          '127.0.0.1',
          '--errors',
          'false',
        ],
      }),
    },
    { name: 'msw (http-middleware)', start: (port) => ({ cmd: node, args: [servers, 'msw', String(port), payloadFile, path] }) },
  ];
}

let nextPort = 4710;

interface Running {
  child: ChildProcess;
  url: string;
  coldMs: number;
}

/** Spawns a server (pinned to core 0 where possible) and waits for its first 200; the time taken is its cold start. */
async function startServer(spec: ServerSpec): Promise<Running> {
  const port = nextPort++;
  const { cmd, args } = spec.start(port);
  const url = `http://127.0.0.1:${port}${BENCH_TARGET.path}${BENCH_TARGET.query}`;
  const t0 = performance.now();
  const child = canPin ? spawn('taskset', ['-c', '0', cmd, ...args], { stdio: 'ignore' }) : spawn(cmd, args, { stdio: 'ignore' });
  const deadline = t0 + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${spec.name} exited with ${child.exitCode} before answering`);
    try {
      const res = await fetch(url);
      if (res.status === 200) {
        await res.arrayBuffer();
        return { child, url, coldMs: performance.now() - t0 };
      }
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${spec.name} did not answer 200 within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

const stop = (r: Running) =>
  new Promise<void>((resolve) => {
    if (r.child.exitCode !== null) return resolve();
    r.child.once('exit', () => resolve());
    r.child.kill('SIGTERM');
    setTimeout(() => r.child.kill('SIGKILL'), 2000).unref();
  });

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU time (user + system) per answered request, in µs; NaN where /proc is missing. */
  cpuUs: number;
}

/** CPU time of a process so far, in µs (Linux /proc, clock ticks of 10 ms); NaN elsewhere. */
function cpuTimeUs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** autocannon in its own process (core 1 where possible), JSON out. */
function load(url: string, durationS: number, pid?: number): LoadResult {
  const cpu0 = cpuTimeUs(pid);
  const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [autocannon, '-c', String(CONNECTIONS), '-d', String(durationS), '-j', url];
  const r = canPin
    ? spawnSync('taskset', ['-c', '1', process.execPath, ...args], { encoding: 'utf8' })
    : spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`autocannon failed: ${r.stderr}`);
  const out = JSON.parse(r.stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  if (out.non2xx || out.errors) throw new Error(`${url}: ${out.non2xx} non-2xx, ${out.errors} errors`);
  return { rps: out.requests.average, p50: out.latency.p50, p99: out.latency.p99, cpuUs: (cpuTimeUs(pid) - cpu0) / out.requests.total };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** bench/load.mjs (request sequences, world spreading) in its own process, pinned like `load`. */
function loadScript(options: Record<string, unknown>, durationS: number, pid?: number): LoadResult {
  const cpu0 = cpuTimeUs(pid);
  const args = [join(here, 'load.mjs'), JSON.stringify({ connections: CONNECTIONS, duration: durationS, ...options })];
  const r = canPin
    ? spawnSync('taskset', ['-c', '1', process.execPath, ...args], { encoding: 'utf8' })
    : spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`load.mjs failed: ${r.stderr}`);
  const out = JSON.parse(r.stdout) as LoadResult & { total: number; non2xx: number; errors: number };
  if (out.non2xx || out.errors) throw new Error(`${String(options.mode)}: ${out.non2xx} non-2xx, ${out.errors} errors`);
  return { rps: out.rps, p50: out.p50, p99: out.p99, cpuUs: (cpuTimeUs(pid) - cpu0) / out.total };
}

/** Resident memory of a process (Linux /proc), in MB; NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Heap of 100 worlds as the engine holds them, in MB (a process with --expose-gc: bench/world-heap.ts). */
function worldHeapMb(): { one: number; hundred: number } {
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, 'world-heap.ts'), String(WORLDS)], {
    encoding: 'utf8',
    cwd: join(here, '..'),
  });
  if (r.status !== 0) throw new Error(`world-heap.ts failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { one: number; hundred: number };
}

interface SimOnly {
  /** Same load script, the plain game list on the default world. */
  plain: LoadResult[];
  stateful: LoadResult[];
  spread: LoadResult[];
  rssBefore: number;
  rssAfter: number;
  heap: { one: number; hundred: number };
  /** Games the favourites cycle over. */
  favourites: number;
}

const SIM_ONLY_ROWS = [
  ['plain', 'game list, one world'],
  ['spread', `game list across ${WORLDS} worlds`],
  ['stateful', 'log in + add a favourite'],
] as const;

async function main() {
  ensurePeers();
  mkdirSync(workDir, { recursive: true });
  const simFile = await shippedSimulator();
  const payloadFile = join(workDir, 'payload.json');
  // The payload every server serves: our simulator's own answer, byte for byte, taken from the
  // very simulator process that is measured (its answer names its own origin in URLs).
  const simSpec: ServerSpec = {
    name: 'our simulator',
    start: (port) => ({ cmd: process.execPath, args: [simFile, '--port', String(port), '--clock', 'frozen'] }),
  };
  const running = new Map<string, Running>();
  try {
    const sim = await startServer(simSpec);
    running.set(simSpec.name, sim);
    writeFileSync(payloadFile, await (await fetch(sim.url)).text());
    const expected = readFileSync(payloadFile, 'utf8');
    const specs = serverSpecs(simSpec, payloadFile);

    // Cold starts: spawn to first 200, COLD_STARTS times each, median.
    const cold = new Map<string, number[]>();
    for (let i = 0; i < COLD_STARTS; i++) {
      for (const spec of specs) {
        const r = await startServer(spec);
        await stop(r);
        cold.set(spec.name, [...(cold.get(spec.name) ?? []), r.coldMs]);
      }
    }

    // Throughput: all servers up at once, each checked to serve the same JSON, then warmed up.
    for (const spec of specs) {
      const r = running.get(spec.name) ?? (await startServer(spec));
      running.set(spec.name, r);
      const body = await (await fetch(r.url)).text();
      if (JSON.stringify(JSON.parse(body)) !== JSON.stringify(JSON.parse(expected)))
        throw new Error(`${spec.name} does not serve the same JSON`);
      load(r.url, 1);
    }
    // Our simulator only: 100 worlds through the control API (memory before and after), then the
    // login bodies and favourites the stateful path sends.
    const simRun = running.get(simSpec.name)!;
    const origin = new URL(simRun.url).origin;
    const rssBefore = rssMb(simRun.child.pid!);
    const worlds = Array.from({ length: WORLDS }, (_, i) => `bench-${i}`);
    for (const id of worlds) {
      const res = await fetch(`${origin}/__sim/worlds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, clock: { mode: 'frozen' } }),
      });
      if (res.status !== 201) throw new Error(`creating world ${id}: ${res.status} ${await res.text()}`);
      // A world's state is made when it is created; one answer each also warms what a request builds.
      await (await fetch(simRun.url, { headers: { 'x-sim-world': id } })).arrayBuffer();
    }
    const rssAfter = rssMb(simRun.child.pid!);
    const listPath = `${BENCH_TARGET.path}${BENCH_TARGET.query}`;
    const games = ((await (await fetch(simRun.url)).json()) as { value: { games: Array<{ nodeId: string; vassalage: string }> } }).value
      .games;
    const login = {
      path: api.auth.login.path,
      headers: { 'content-type': 'application/json', [ENCRYPTION_HEADER]: ENCRYPTION_HEADER_VALUE },
      body: JSON.stringify(encryptBody({ username: 'player01', password: WELL_KNOWN_PASSWORD, type: 'username' })),
    };
    const favourite = {
      path: api.games.addFavourite.path,
      bodies: games.map((g) => JSON.stringify({ nodeId: g.nodeId, vendor: g.vassalage })),
    };
    const simOnlyLoads = {
      plain: () => loadScript({ origin, mode: 'get', path: listPath }, DURATION_S, simRun.child.pid),
      spread: () => loadScript({ origin, mode: 'get', path: listPath, worlds }, DURATION_S, simRun.child.pid),
      stateful: () => loadScript({ origin, mode: 'login-fav', login, favourite }, DURATION_S, simRun.child.pid),
    };
    for (const run of Object.values(simOnlyLoads)) run(); // warm-up, as for the servers
    const simOnly: SimOnly = {
      plain: [],
      stateful: [],
      spread: [],
      rssBefore,
      rssAfter,
      heap: worldHeapMb(),
      favourites: favourite.bodies.length,
    };

    const results = new Map<string, LoadResult[]>();
    for (let round = 0; round < ROUNDS; round++) {
      const order = specs.map((_, i) => specs[(i + round) % specs.length]!);
      for (const spec of order) {
        const server = running.get(spec.name)!;
        const r = load(server.url, DURATION_S, server.child.pid);
        results.set(spec.name, [...(results.get(spec.name) ?? []), r]);
        console.info(
          `round ${round + 1} ${spec.name.padEnd(22)} ${Math.round(r.rps)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  cpu ${r.cpuUs.toFixed(0)} µs/req`,
        );
      }
      const keys = SIM_ONLY_ROWS.map(([k]) => k);
      for (const key of round % 2 === 0 ? keys : [...keys].reverse()) {
        const r = simOnlyLoads[key]();
        simOnly[key].push(r);
        console.info(
          `round ${round + 1} ${`sim: ${key}`.padEnd(22)} ${Math.round(r.rps)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  cpu ${r.cpuUs.toFixed(0)} µs/req`,
        );
      }
    }
    writeReport(specs, results, cold, simOnly);
  } finally {
    await Promise.all([...running.values()].map(stop));
  }
}

function writeReport(specs: ServerSpec[], results: Map<string, LoadResult[]>, cold: Map<string, number[]>, simOnly: SimOnly) {
  const rps = (name: string) => median(results.get(name)!.map((r) => r.rps));
  const bare = rps('bare Fastify');
  const sim = rps('our simulator');
  const rows = specs.map((s) => {
    const rs = results.get(s.name)!;
    return `| ${s.name} | ${Math.round(rps(s.name))} | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${((rps(s.name) / bare) * 100).toFixed(0)}% | ${(sim / rps(s.name)).toFixed(1)}x | ${median(rs.map((r) => r.cpuUs)).toFixed(0)} | ${median(cold.get(s.name)!).toFixed(0)} ms |`;
  });
  const simCold = median(cold.get('our simulator')!);
  // Per round: simulator req/s over bare req/s, and bare CPU per request over the simulator's
  // (what throughput would be if the server's core were all theirs: steadier on a shared machine).
  const simRuns = results.get('our simulator')!;
  const bareRuns = results.get('bare Fastify')!;
  const rpsRatios = simRuns.map((r, i) => r.rps / bareRuns[i]!.rps);
  const cpuRatios = simRuns.map((r, i) => bareRuns[i]!.cpuUs / r.cpuUs);
  const pct = (xs: number[]) =>
    [...xs]
      .sort((a, b) => a - b)
      .map((x) => (x * 100).toFixed(0))
      .join(', ');
  const simOnlyRows = SIM_ONLY_ROWS.map(([key, label]) => {
    const rs = simOnly[key];
    const rps = median(rs.map((r) => r.rps));
    // Ratios per round (each against the plain list of the same round), then their median.
    const ratio = median(rs.map((r, i) => r.rps / simOnly.plain[i]!.rps));
    return `| ${label} | ${Math.round(rps)} (${rs.map((r) => Math.round(r.rps)).join(', ')}) | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${key === 'plain' ? '100%' : `${(ratio * 100).toFixed(0)}%`} | ${median(rs.map((r) => r.cpuUs)).toFixed(0)} |`;
  });
  const mb = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} MB` : 'n/a');
  const peers = specs.filter((s) => s.name !== 'bare Fastify' && s.name !== 'our simulator').map((s) => rps(s.name));
  const table = [
    '## Simulator against peers',
    '',
    `Measured by \`pnpm bench:sim\` (packages/mock-server/bench/peers.ts) on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores,`,
    `${canPin ? 'servers pinned to core 0 and autocannon to core 1 (taskset)' : 'no taskset: servers and load generator unpinned'}; autocannon ${CONNECTIONS} connections, ${DURATION_S} s per run,`,
    `one warm-up and ${ROUNDS} rounds per server with the order rotating, medians. Every server serves our simulator's own answer to`,
    `\`GET ${BENCH_TARGET.path}${BENCH_TARGET.query}\` (${BENCH_TARGET.what}), checked byte-equal before measuring. Cold start: spawn to the first 200, median of ${COLD_STARTS}.`,
    '',
    '| server | req/s | p50 ms | p99 ms | of bare Fastify | ours is | server CPU µs/req | cold start |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Budgets: simulator >= 85% of bare Fastify: **${((sim / bare) * 100).toFixed(1)}%** (${sim / bare >= 0.85 ? 'met' : 'NOT met'}); cold start < 300 ms: **${simCold.toFixed(0)} ms** (${simCold < 300 ? 'met' : 'NOT met'}; \`node scripts/sim.mjs\` as \`pnpm sim\` runs it, Node's own start included, pnpm's not); faster than every peer: ${peers.every((p) => sim > p) ? 'yes' : 'NO'}; >= 5x the fastest peer: **${(sim / Math.max(...peers)).toFixed(1)}x** (${sim >= 5 * Math.max(...peers) ? 'met' : 'NOT met'}).`,
    `Per round, simulator / bare Fastify in req/s: ${pct(rpsRatios)}% (median ${(median(rpsRatios) * 100).toFixed(1)}%); by server CPU per request (bare's / ours): ${pct(cpuRatios)}% (median ${(median(cpuRatios) * 100).toFixed(1)}%).`,
    `Cold starts of our simulator (ms): ${cold
      .get('our simulator')!
      .map((ms) => ms.toFixed(0))
      .join(', ')}; of bare Fastify: ${cold
      .get('bare Fastify')!
      .map((ms) => ms.toFixed(0))
      .join(', ')}.`,
    '',
    `Our simulator only, in the same rounds (load by bench/load.mjs; ratios per round against the plain game list of that round, then the median).`,
    `Stateful: each iteration logs in as player01 (encrypted body) and adds a favourite with the new token, cycling over the ${simOnly.favourites} games of page 1; req/s counts both calls.`,
    `${WORLDS} worlds: made through \`POST /__sim/worlds\`, then the game list with \`x-sim-world\` round-robin over them.`,
    '',
    '| our simulator | req/s (per round) | p50 ms | p99 ms | of the plain list | server CPU µs/req |',
    '|---|---|---|---|---|---|',
    ...simOnlyRows,
    '',
    `Memory of ${WORLDS} live worlds: process RSS ${mb(simOnly.rssBefore)} -> ${mb(simOnly.rssAfter)} (+${mb(simOnly.rssAfter - simOnly.rssBefore)}, after one answer from each); engine heap after GC ${mb(simOnly.heap.one)} with one world, ${mb(simOnly.heap.hundred)} with ${WORLDS + 1} (${mb((simOnly.heap.hundred - simOnly.heap.one) / WORLDS)} per world; bench/world-heap.ts).`,
    '',
  ].join('\n');
  console.info(`\n${table}`);
  const file = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const section = /## Simulator against peers\n[\s\S]*?(?=\n## |$)/;
  const next = section.test(current) ? current.replace(section, table) : current.replace(/\n## Site\n/, `\n${table}\n## Site\n`);
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
  console.info(`written to ${file}`);
}

await main();
