// `pnpm bench` (second half): the site's budgets (docs/conventions.md "Budgets"), measured, written to
// docs/performance.md section "Site": the initial JavaScript of /m/home (gzip) and its load on a
// throttled phone. Measured here, never asserted in a test. The suites' wall times are
// scripts/bench-tests.mjs's ("Tests").
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { env, root } from './ensure.mjs';
import { HOME_JS_BUDGET_KB, homeInitialJs } from './home-js.mjs';
import { writeSection } from './perf-doc.mjs';
import { measureSiteLoad } from './site-load.mjs';

const BUDGET_KB = HOME_JS_BUDGET_KB;
const dist = join(root, 'packages/app/dist');

const build = spawnSync('pnpm', ['--filter', '@m/app', 'build'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
if (build.status !== 0) throw new Error('site build failed');

const { rows, totalKb } = homeInitialJs(dist);
const load = await measureSiteLoad();

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
  '',
].join('\n');
console.info(`\n${table}`);

writeSection(table);
if (totalKb >= BUDGET_KB) process.exitCode = 1;
