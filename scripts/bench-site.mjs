// `pnpm bench` (second half): the site's budgets of DESIGN.md, measured, written to
// docs/performance.md section "Site". Initial JavaScript of /m/home (gzip), and the wall time
// of the unit and e2e suites. Measured here, never asserted in a test.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { env, root } from './ensure.mjs';
import { HOME_JS_BUDGET_KB, homeInitialJs } from './home-js.mjs';
import { measureSiteLoad } from './site-load.mjs';

const BUDGET_KB = HOME_JS_BUDGET_KB;
const dist = join(root, 'packages/app/dist');

function runTimed(args, extraEnv = {}) {
  const start = process.hrtime.bigint();
  // Output is kept: a failing suite must say which test failed.
  const res = spawnSync('pnpm', args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  return { ok: res.status === 0, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

const build = runTimed(['--filter', '@m/app', 'build']);
if (!build.ok) throw new Error('site build failed');

const { rows, totalKb } = homeInitialJs(dist);
const load = await measureSiteLoad();

const unit = runTimed(['test:unit']);
// As CI runs it (`npm test` under CI): fresh servers, no traces (playwright.config.ts).
const e2e = process.argv.includes('--no-e2e') ? null : runTimed(['test:e2e'], { CI: '1' });

const fmt = (s) => `${s.toFixed(1)} s`;
const table = [
  '## Site',
  '',
  `Measured by \`pnpm bench\` (scripts/bench-site.mjs) on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, 2 cores.`,
  'Initial JavaScript of /m/home = the entry chunk, its static imports and the home route chunk, gzip level 9.',
  '',
  '| measure | value | budget | ok |',
  '|---|---|---|---|',
  `| /m/home first contentful paint, iPhone 13 profile, 4x CPU slowdown, Fast 3G (median of ${load.loads} cold loads) | ${Math.round(load.fcpMs)} ms (${load.fcp.map(Math.round).join(', ')}) | | |`,
  `| /m/home header interactive (Login button visible and enabled), same profile | ${Math.round(load.interactiveMs)} ms (${load.interactive.map(Math.round).join(', ')}) | | |`,
  `| initial JS of /m/home (gzip) | ${totalKb.toFixed(1)} KB (${rows.map((r) => `${r.file.replace('assets/', '')} ${(r.gzip / 1024).toFixed(1)}`).join(', ')}) | < ${BUDGET_KB} KB | ${totalKb < BUDGET_KB ? 'yes' : 'NO'} |`,
  `| unit suite, \`pnpm test:unit\` wall time | ${fmt(unit.seconds)}${unit.ok ? '' : ' (FAILED)'} | < 60 s | ${unit.ok && unit.seconds < 60 ? 'yes' : 'NO'} |`,
  e2e
    ? `| e2e suite, \`CI=1 pnpm test:e2e\` wall time (build included) | ${fmt(e2e.seconds)}${e2e.ok ? '' : ' (FAILED)'} | < 5 min | ${e2e.ok && e2e.seconds < 300 ? 'yes' : 'NO'} |`
    : '| e2e suite | not measured (--no-e2e) | < 5 min | |',
  '',
].join('\n');
console.info(`\n${table}`);

const file = join(root, 'docs/performance.md');
const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
const section = /## Site\n[\s\S]*?(?=\n## |$)/;
const next = section.test(current) ? current.replace(section, table) : `${current.trimEnd()}\n\n${table}`;
writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
if (totalKb >= BUDGET_KB || !unit.ok || unit.seconds >= 60 || (e2e && (!e2e.ok || e2e.seconds >= 300))) process.exitCode = 1;
