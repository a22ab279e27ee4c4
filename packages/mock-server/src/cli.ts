import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Upstream } from './engine/upstream';
import { DEFAULT_SITE_ORIGINS } from './http/guards';
import { startServer } from './http/server';
import { firstOf, proxyUpstream, Recording, replayUpstream } from './proxy';

/**
 * `pnpm sim [--port 4010] [--seed 42] [--scenario default] [--latency 0] [--clock follow|frozen] [--no-control]
 *   [--max-worlds 1000] [--site-origin http://localhost:5173 ...] [--import world.json ...]
 *   [--proxy URL [--record calls.json]] [--replay calls.json]`
 * Env: SIM_PORT, SIM_CONTROL=off, SIM_MAX_WORLDS, SIM_SITE_ORIGINS (comma-separated).
 * The banner's site URL is the first site origin (`pnpm dev --site-port M` passes `--site-origin`).
 * `--import` loads world exports (a failed e2e test's sim-world.json) as replay worlds at start.
 * `--proxy` forwards what a world does not override (a fault) to a real backend and journals contract
 * drift; `--record` keeps its answers in a file that `--replay` serves offline (src/proxy/).
 * The default world follows wall time here, so countdowns move for a person at `npm start`.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SIM_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '42' },
    scenario: { type: 'string', default: 'default' },
    latency: { type: 'string', default: '0' },
    clock: { type: 'string', default: 'follow' },
    'no-control': { type: 'boolean', default: false },
    'max-worlds': { type: 'string', default: process.env.SIM_MAX_WORLDS ?? '1000' },
    'site-origin': { type: 'string', multiple: true },
    import: { type: 'string', multiple: true },
    proxy: { type: 'string' },
    record: { type: 'string' },
    replay: { type: 'string' },
  },
});

const int = (name: string, value: string | undefined): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got '${value}'`);
    process.exit(2);
  }
  return n;
};

/** `--site-origin` (repeatable) or SIM_SITE_ORIGINS; each must be a bare http(s) origin. */
function siteOrigins(): string[] | undefined {
  const list =
    values['site-origin'] ??
    process.env.SIM_SITE_ORIGINS?.split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  if (!list?.length) return undefined;
  for (const origin of list) {
    let ok = false;
    try {
      const url = new URL(origin);
      ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
    } catch {
      ok = false;
    }
    if (!ok) {
      console.error(`--site-origin must be an origin such as http://localhost:5173, got '${origin}'`);
      process.exit(2);
    }
  }
  return list;
}

/** `--proxy URL` must be an http(s) URL; `--record` needs `--proxy`. */
function upstream(): { upstream?: Upstream; recording?: Recording; describe: string } {
  const sources: Upstream[] = [];
  const parts: string[] = [];
  if (values.replay) {
    try {
      sources.push(replayUpstream(Recording.fromJSON(JSON.parse(readFileSync(values.replay, 'utf8')))));
    } catch (err) {
      console.error(`--replay ${values.replay}: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(2);
    }
    parts.push(`replay ${values.replay}`);
  }
  if (values.record && !values.proxy) {
    console.error('--record needs --proxy URL (it records what the backend answers)');
    process.exit(2);
  }
  let recording: Recording | undefined;
  if (values.proxy) {
    let target: URL | undefined;
    try {
      target = new URL(values.proxy);
    } catch {
      target = undefined;
    }
    if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) {
      console.error(`--proxy must be an http(s) URL such as https://staging.example.com, got '${values.proxy}'`);
      process.exit(2);
    }
    recording = values.record ? new Recording(target.origin) : undefined;
    const file = values.record;
    let pending: NodeJS.Timeout | undefined;
    const save = () => {
      pending = undefined;
      if (file && recording) writeFileSync(file, `${JSON.stringify(recording.toJSON(), null, 2)}\n`);
    };
    sources.push(
      proxyUpstream({
        target: target.origin,
        recording,
        // Saved shortly after each new call (a burst of calls is one write), and at stop.
        onRecorded: () => {
          pending ??= setTimeout(save, 250);
        },
      }),
    );
    process.once('exit', () => {
      if (pending) save();
    });
    parts.push(`proxy ${target.origin}${file ? ` (recording to ${file})` : ''}`);
  }
  return { upstream: sources.length ? firstOf(...sources) : undefined, recording, describe: parts.join(', ') };
}

const upstreamSetup = upstream();
const origins = siteOrigins();
/** The site the banner points at: the first site origin given (`pnpm dev --site-port M` passes it), else the dev server's. */
const siteUrl = `${origins?.[0] ?? DEFAULT_SITE_ORIGINS[0]}/m/home`;
const clockMode = values.clock === 'frozen' ? 'frozen' : 'follow';
const control = !values['no-control'] && process.env.SIM_CONTROL !== 'off';

try {
  const server = await startServer({
    port: int('port', values.port),
    host: values.host,
    seed: int('seed', values.seed),
    scenario: values.scenario,
    latencyMs: int('latency', values.latency),
    clockMode,
    // A following clock starts at the real now, so the simulator agrees with the browser's clock.
    clockStart: clockMode === 'follow' ? Date.now() : undefined,
    control,
    maxWorlds: Math.max(1, int('max-worlds', values['max-worlds'])),
    siteOrigins: origins,
    upstream: upstreamSetup.upstream,
  });
  console.info(
    [
      '',
      '  Simulator of the mobile site backend',
      `  site       ${siteUrl}`,
      `  simulator  ${server.url}`,
      `  API docs   ${server.url}/docs`,
      `  control    ${control ? `${server.url}/__sim (docs/control-api.md)` : 'off'}`,
      `  worlds     at most ${values['max-worlds']} (least recently used evicted)`,
      `  scenario   ${values.scenario}    seed ${values.seed}    clock ${clockMode}    latency ${values.latency} ms`,
      ...(upstreamSetup.describe ? [`  upstream   ${upstreamSetup.describe}; faults still answer locally, drift in the journal`] : []),
      '',
    ].join('\n'),
  );
  // Replay: world exports given with --import, each opened with ?sim-world=<id>.
  for (const file of values.import ?? []) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/__sim/import',
      headers: { 'content-type': 'application/json' },
      payload: readFileSync(file, 'utf8'),
    });
    if (res.statusCode !== 201) throw new Error(`--import ${file}: ${res.body}`);
    const { id } = JSON.parse(res.body) as { id: string };
    console.info(`  replay     ${file} -> ${siteUrl}?sim-world=${id}`);
  }
  const stop = (signal: string) => {
    console.info(`\n  ${signal}: stopping the simulator`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (err) {
  console.error(`simulator failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
