// `pnpm test:changed [--base REV] [--dry-run]`: the tests a change can affect, in about a minute.
//
// The changed files are what differs from REV (default HEAD: the working tree's edits, staged or
// not, and new files; on a clean tree, the last commit). Two runs side by side:
// - unit: in the site, the tests of the changed file's folder (a feature, a folder of src/shared,
//   or the frame's tests named like the file): vitest's module graph would name every test, since
//   the story and screen tests import every screen; in the packages and scripts, `vitest related`
//   (every test that imports a changed file, directly or not) in that package's project;
// - e2e: the Playwright specs of the areas the files belong to (AREA_SPECS below: a screen's
//   feature folder, the simulator's domain of the same name), plus any changed spec, against a
//   fresh production build, as `pnpm test:e2e` runs them.
// A change to what every spec shares (e2e/support, the Playwright config) or to a file no area
// owns runs no e2e spec here: the output says so and names `pnpm test:e2e`. `npm test` stays the
// whole check; this is the quick one before it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, runAsync } from './ensure.mjs';

/**
 * Areas and their e2e specs (file names under e2e/specs, without `.spec.ts`). An area is a
 * feature folder of the site (packages/app/src/features/<area>/) and the simulator's domain file
 * of that name (packages/mock-server/src/engine/domains/<area>.ts).
 */
export const AREA_SPECS = {
  login: ['account-signin', 'account-firebase'],
  register: ['account-register'],
  password: ['account-password'],
  session: ['session-roles', 'session-safety'],
  trial: ['account-trial-unread'],
  auth: ['account-signin'],
  member: ['member-pages', 'member-wallet', 'member-vip'],
  wallet: ['member-wallet'],
  games: ['games', 'games-slots-launch', 'vendor-strip'],
  lottery: ['lottery'],
  promotions: ['promotions-activity'],
  agent: ['agent-home', 'agent-footer'],
  support: ['support'],
  status: ['status', 'status-marks'],
};

/** The frame (src/app): its own spec. */
const FRAME_SPECS = ['frame'];

/** What each changed file asks for: e2e specs, or a reason it asks for all of them. */
export function plan(files, specNames) {
  const specs = new Set();
  const wide = [];
  for (const file of files) {
    const spec = /^e2e\/specs\/(.+)\.spec\.ts$/.exec(file);
    if (spec) {
      if (specNames.includes(spec[1])) specs.add(spec[1]);
      continue;
    }
    const feature =
      /^packages\/app\/src\/features\/([^/]+)\//.exec(file) ??
      /^packages\/mock-server\/src\/engine\/domains\/([a-z]+)[.\w]*\.ts$/.exec(file);
    if (feature && AREA_SPECS[feature[1]]) {
      for (const s of AREA_SPECS[feature[1]]) specs.add(s);
      continue;
    }
    if (/^packages\/app\/src\/app\//.test(file)) {
      for (const s of FRAME_SPECS) specs.add(s);
      continue;
    }
    if (/^e2e\/(?:support\/|playwright\.config)/.test(file)) wide.push(file);
  }
  return { specs: [...specs].sort(), wide };
}

/** The unit tests a change runs: the site's by folder, the packages' by vitest's module graph. */
export function unitPlan(files) {
  const appFilters = new Set();
  const related = new Set();
  const projects = new Set();
  for (const file of files) {
    if (!/\.(?:tsx?|mjs|json|css)$/.test(file) || file.endsWith('package.json')) continue;
    const app = /^packages\/app\/src\/(.+)$/.exec(file);
    if (app) {
      const [first, second] = app[1].split('/');
      if (first === 'features' || first === 'shared') appFilters.add(`packages/app/src/${first}/${second}/`);
      else if (first === 'app' && second && !second.includes('.')) appFilters.add(`packages/app/src/app/${second}/`);
      else if (first === 'app') appFilters.add(`packages/app/src/app/${(second ?? '').replace(/\..*$/, '')}`);
      else appFilters.add(`packages/app/src/${first}/`);
      continue;
    }
    const pkg = /^packages\/(mock-server|contracts|ui)\//.exec(file);
    if (pkg) {
      related.add(file);
      projects.add(pkg[1]);
    } else if (/^scripts\//.test(file)) {
      related.add(file);
      projects.add('repo');
    }
  }
  return { appFilters: [...appFilters].sort(), related: [...related].sort(), projects: [...projects].sort() };
}

/** The changed files against `base` (working tree, index and new files); the last commit's on a clean tree. */
function changedFiles(base) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]);
  if (files.size === 0 && base === 'HEAD') for (const f of git('diff', '--name-only', 'HEAD~1', 'HEAD')) files.add(f);
  return [...files].filter((f) => existsSync(join(root, f)));
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--base');
  const base = at >= 0 ? args[at + 1] : 'HEAD';
  const files = changedFiles(base);
  const specNames = readdirSync(join(root, 'e2e/specs'))
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => f.slice(0, -'.spec.ts'.length));
  const { appFilters, related, projects } = unitPlan(files);
  const { specs, wide } = plan(files, specNames);
  console.info(`[test:changed] ${files.length} changed file(s) against ${base}`);
  console.info(`[test:changed] unit: ${[...appFilters, ...related].join(', ') || 'none'}`);
  console.info(`[test:changed] e2e: ${specs.length ? specs.join(', ') : 'no spec'}`);
  if (wide.length) console.info(`[test:changed] ${wide.join(', ')}: shared by every spec; run \`pnpm test:e2e\` for them`);
  if (args.includes('--dry-run')) return;

  const started = performance.now();
  const vitest = (args) => runAsync('pnpm', ['exec', 'vitest', ...args, '--passWithNoTests'], { buffered: false });
  const unit = (async () => {
    const a = appFilters.length ? await vitest(['run', '--project', 'app', ...appFilters]) : { code: 0 };
    const b = related.length ? await vitest(['related', '--run', ...projects.flatMap((p) => ['--project', p]), ...related]) : { code: 0 };
    return { code: a.code || b.code };
  })();
  // CI=1: Playwright builds the site and starts its servers itself, never reusing a running one (a stale build).
  const e2e = specs.length
    ? runAsync('pnpm', ['--filter', '@m/e2e', 'exec', 'playwright', 'test', ...specs.map((s) => `specs/${s}.spec.ts`)], {
        buffered: true,
        extraEnv: { CI: '1' },
      })
    : Promise.resolve({ code: 0, output: '' });
  const [u, e] = await Promise.all([unit, e2e]);
  if (e.output) process.stdout.write(`\n[test:changed] e2e:\n${e.output}`);
  console.info(`[test:changed] ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = u.code || e.code || 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
