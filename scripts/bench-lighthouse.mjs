// `pnpm bench` (third part) and `pnpm bench:lighthouse`: Lighthouse 12 with its mobile defaults
// (simulated slow 4G, 4x CPU slowdown, Moto G Power screen) on the site's main routes,
// against the production build served as production would (scripts/serve-site.mjs: immutable
// hashed assets, precompressed brotli) and a simulator this script starts on its own ports.
// Medians of RUNS runs per route are written to docs/performance.md, section "Lighthouse".
// Measured here, never asserted in a test: timings on a shared machine are not stable enough.
//
//   node scripts/bench-lighthouse.mjs [--runs 5] [--no-build] [--no-write] [--reports DIR (reports and traces)]
//                                     [--sim-port 4291] [--site-port 5391] [--routes /m/home,...]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { env, root } from './ensure.mjs';
import { CHROMIUM_ARGS, chromiumPath, waitForUrl } from './chromium.mjs';
import { benchmarkIndexOf, cpuByKind, cpuMeasures, CPU_KINDS, lcpElementOf, mostCommon } from './lighthouse-trace.mjs';
import { writeSection } from './perf-doc.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const flag = (name) => process.argv.includes(`--${name}`);

const RUNS = Number(arg('runs', 5));
const SIM_PORT = Number(arg('sim-port', 4291));
const SITE_PORT = Number(arg('site-port', 5391));
const REPORTS = arg('reports');
const SIM = `http://127.0.0.1:${SIM_PORT}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
/** The main routes a phone user opens first; `user` logs in through the control API (a route that needs a member). */
const ALL_ROUTES = [
  { path: '/m/home' },
  { path: '/m/gameList' },
  { path: '/m/lott' },
  { path: '/m/activity' },
  { path: '/m/member/home', user: 'player01' },
];
const ROUTES = arg('routes') ? ALL_ROUTES.filter((r) => arg('routes').split(',').includes(r.path)) : ALL_ROUTES;
/** The goal per route: what a phone on slow 4G should get. */
const GOAL = {
  performance: 95,
  fcpMs: 1200,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 150,
  accessibility: 100,
  cpuAfterFcpMs: 300,
  longestTaskMs: 50,
};
// Lighthouse's own headless mode and a /dev/shm-free profile, on top of the project's flags.
const CHROME_FLAGS = [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new', '--disable-dev-shm-usage'];

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number >= 1');
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const chromeLauncher = requireFromLighthouse('chrome-launcher');
const puppeteer = requireFromLighthouse('puppeteer-core');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** A live session for `username` in the default world, as e2e's loginAs and screens.mjs make it. */
async function sessionToken(username) {
  const res = await fetch(`${SIM}/__sim/worlds/default/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  if (!res.ok) throw new Error(`session for ${username}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Hands the token over with `?token=` in this Chrome (the session lands in its localStorage). */
async function logIn(port, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${SITE}/m/home?token=${encodeURIComponent(token)}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measureRoute(route) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const runs = [];
  try {
    if (route.user) await logIn(chrome.port, await sessionToken(route.user));
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${SITE}${route.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${route.path}`);
      if (lhr.runtimeError) throw new Error(`${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      const run = {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        landed,
        // From the run's trace and report: what the load of a shared machine does not stretch.
        ...cpuMeasures(result.artifacts.Trace?.traceEvents ?? []),
        cpuByKind: cpuByKind(result.artifacts.Trace?.traceEvents ?? []),
        benchmarkIndex: benchmarkIndexOf(lhr),
        lcpElement: lcpElementOf(lhr),
      };
      runs.push(run);
      console.info(
        `[lighthouse] ${route.path} run ${i + 1}/${RUNS}: perf ${run.performance}, FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms, a11y ${run.accessibility}, ` +
          `CPU after FCP ${run.cpuAfterFcpMs} ms, longest task ${run.longestTaskMs} ms, TBT from CPU ${run.cpuTbtMs} ms, ` +
          `benchmarkIndex ${run.benchmarkIndex}, LCP element ${run.lcpElement ?? 'none'}${landed === route.path ? '' : `, landed on ${landed}`}, ` +
          `by kind ${CPU_KINDS.map((k) => `${k} ${Math.round(run.cpuByKind[k])}`).join(', ')}`,
      );
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(join(REPORTS, `${route.path.replace(/^\/m\//, '').replace(/\W+/g, '_')}-${i + 1}.json`), result.report);
        // The Chrome trace beside it: its main-thread task CPU times (`tdur`) say what the work
        // costs when other processes stretch the wall times Lighthouse's TBT is made of.
        writeFileSync(
          join(REPORTS, `${route.path.replace(/^\/m\//, '').replace(/\W+/g, '_')}-${i + 1}.trace.json`),
          JSON.stringify(result.artifacts.Trace),
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    route,
    runs,
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    accessibility: pick('accessibility'),
    cpuAfterFcpMs: pick('cpuAfterFcpMs'),
    longestTaskMs: pick('longestTaskMs'),
    cpuTbtMs: pick('cpuTbtMs'),
    cpuByKind: Object.fromEntries(CPU_KINDS.map((k) => [k, median(runs.map((r) => r.cpuByKind[k]))])),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex).filter((b) => b != null)),
    lcpElement: mostCommon(runs.map((r) => r.lcpElement)),
    landed: [...new Set(runs.map((r) => r.landed))],
  };
}

/** Which goals a route's medians miss. */
const misses = (m) =>
  [
    m.performance < GOAL.performance && 'performance',
    m.fcpMs >= GOAL.fcpMs && 'FCP',
    m.lcpMs >= GOAL.lcpMs && 'LCP',
    m.cls >= GOAL.cls && 'CLS',
    m.tbtMs >= GOAL.tbtMs && 'TBT',
    m.accessibility < GOAL.accessibility && 'accessibility',
    m.cpuAfterFcpMs >= GOAL.cpuAfterFcpMs && 'CPU after FCP',
    m.longestTaskMs >= GOAL.longestTaskMs && 'longest task',
  ].filter(Boolean);

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

function table(results) {
  const chromium = chromiumPath() ?? 'Playwright Chromium';
  const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' })
    .stdout.trim()
    .replace(/^\[.*\n/m, '');
  return [
    '## Lighthouse',
    '',
    `Measured by \`pnpm bench\` (scripts/bench-lighthouse.mjs, \`pnpm bench:lighthouse --runs N\` alone) on ${new Date().toISOString().slice(0, 10)}, ` +
      `Node ${process.version}, Lighthouse ${lighthouseVersion()} mobile defaults (simulated slow 4G, 4x CPU slowdown), ${version || chromium} (\`${chromium}\`, \`--headless=new\`), ` +
      `**median of ${RUNS} run${RUNS === 1 ? '' : 's'}** per route, one Chrome per route (Lighthouse clears the cache before each run). ` +
      'Site: the production build served by scripts/serve-site.mjs (docs/serving.md), simulator on a frozen clock; guest routes in the default world, ' +
      '/m/member/home as player01 (a session from the control API handed over with `?token=`).',
    '',
    "CPU after FCP, longest task and TBT from CPU come from each run's trace (main-thread CPU time, which the load of a shared machine stretches far less than " +
      "Lighthouse's wall-time TBT; TBT from CPU is the sum over the tasks after FCP of 4 x CPU - 50 ms); benchmarkIndex is Lighthouse's rating of the machine's speed during the runs (higher is faster); " +
      'the LCP element is the one most runs name.',
    '',
    '| route | performance | FCP | LCP | LCP element | CLS | TBT | CPU after FCP | longest task | TBT from CPU | benchmarkIndex | accessibility | misses the goal on | performance per run |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| goal | >= ${GOAL.performance} | < ${s(GOAL.fcpMs)} | < ${s(GOAL.lcpMs)} | | < ${GOAL.cls} | < ${GOAL.tbtMs} ms | < ${GOAL.cpuAfterFcpMs} ms | < ${GOAL.longestTaskMs} ms | | | ${GOAL.accessibility} | | |`,
    ...results.map((m) => {
      const landed = m.landed.filter((p) => p !== m.route.path);
      const who = m.route.user ? ` (${m.route.user})` : '';
      return (
        `| ${m.route.path}${who}${landed.length ? ` (landed on ${landed.join(', ')})` : ''} | ${Math.round(m.performance)} | ${s(m.fcpMs)} | ${s(m.lcpMs)} | ` +
        `${m.lcpElement ? `\`${m.lcpElement}\`` : 'none'} | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms | ` +
        `${Math.round(m.cpuAfterFcpMs)} ms | ${m.longestTaskMs.toFixed(1)} ms | ${Math.round(m.cpuTbtMs)} ms | ${Number.isFinite(m.benchmarkIndex) ? Math.round(m.benchmarkIndex) : 'n/a'} | ${Math.round(m.accessibility)} | ` +
        `${misses(m).join(', ') || 'none'} | ${m.runs.map((r) => r.performance).join(', ')} |`
      );
    }),
    '',
    "Where each route's CPU after FCP goes (medians per kind, so they need not add up to the median above; " +
      "each trace event's own CPU time, `cpuByKind` in scripts/lighthouse-trace.mjs): the page's JavaScript (with the timers, frames and events that run it, " +
      'compiling and garbage collection), style and layout, paint and compositing, parsing (the HTML, and each SVG image, a document of its own), ' +
      "and the browser's own handling (network responses, IPC, scheduling).",
    '',
    `| route | ${CPU_KINDS.join(' | ')} |`,
    `|---|${CPU_KINDS.map(() => '---').join('|')}|`,
    ...results.map((m) => `| ${m.route.path} | ${CPU_KINDS.map((k) => `${Math.round(m.cpuByKind[k])} ms`).join(' | ')} |`),
    '',
  ].join('\n');
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(requireFromLighthouse.resolve('lighthouse/package.json'), 'utf8')).version;
}

async function main() {
  const dist = join(root, 'packages/app/dist');
  if (!flag('no-build') || !existsSync(join(dist, 'index.html'))) {
    if (spawnSync('pnpm', ['--filter', '@m/app', 'build'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] }).status !== 0)
      throw new Error('site build failed');
  }
  const procs = [
    spawn('pnpm', ['--filter', '@m/mock-server', 'sim', '--port', String(SIM_PORT), '--clock', 'frozen'], {
      cwd: root,
      env,
      stdio: 'ignore',
      detached: true,
    }),
    spawn(process.execPath, [join(root, 'scripts/serve-site.mjs'), '--port', String(SITE_PORT)], {
      cwd: root,
      env: { ...env, SIM_URL: SIM },
      stdio: 'ignore',
      detached: true,
    }),
  ];
  const stop = () => {
    for (const p of procs) {
      try {
        process.kill(-p.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  // Ctrl-C or a kill: the servers go too (chrome-launcher kills its Chrome on SIGINT itself).
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stop(), process.exit(130)));
  try {
    await waitForUrl(`${SIM}/api/system/status`);
    await waitForUrl(`${SITE}/m/home`);
    const results = [];
    for (const route of ROUTES) results.push(await measureRoute(route));
    const section = table(results);
    console.info(`\n${section}`);
    if (!flag('no-write')) writeSection(section);
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
