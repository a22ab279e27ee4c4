// Installs what a fresh machine (only Node 20 and npm) lacks: pnpm, the workspace
// dependencies and, for the e2e tests, a Chromium. Shared by `npm start` and `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEBIAN_CHROMIUMS } from './chromium.mjs';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The pnpm installed when none of `engines.pnpm` is found. */
const PNPM_VERSION = '12.21.0';
const toolsBin = join(root, '.tools', 'node_modules', '.bin');

/** The environment every child gets: PATH with the local pnpm fallback. */
export const env = { ...process.env, PATH: [toolsBin, process.env.PATH].join(delimiter) };

const log = (msg) => console.info(`[setup] ${msg}`);

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env, shell: process.platform === 'win32', ...opts });
  return res.status ?? 1;
}

/**
 * Runs a command beside others: with `buffered`, its output is held and handed back when it ends
 * (so parallel steps never interleave); otherwise it prints as it goes, and with `tee` it is handed
 * back as well. `extraEnv` is added to `env`.
 */
export function runAsync(cmd, args, { buffered = false, tee = false, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: buffered || tee ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    const chunks = [];
    child.stdout?.on('data', (c) => {
      chunks.push(c);
      if (tee) process.stdout.write(c);
    });
    child.stderr?.on('data', (c) => {
      chunks.push(c);
      if (tee) process.stderr.write(c);
    });
    child.on('close', (code, signal) => resolve({ code, signal, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

const quiet = (cmd, args) => spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', shell: process.platform === 'win32' });

/** The versions the project needs, written once: `engines` of the root package.json (README says the same). */
const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines;

/** `>=A.B` of an engines entry as [A, B]. */
export function minimumOf(range) {
  const m = /^>=\s*(\d+)(?:\.(\d+))?/.exec(String(range ?? ''));
  if (!m) throw new Error(`engines range '${range}' is not of the form >=A.B`);
  return [Number(m[1]), Number(m[2] ?? 0)];
}

/** Whether version text `A.B.C` is at least [A, B]. */
export function atLeast(version, [major, minor]) {
  const [a, b] = String(version).replace(/^v/, '').split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

/** Node as `engines.node` asks (>= 20.19: Vite 8, Redocly and the test stack need it); else a clear message. */
export function ensureNode() {
  if (atLeast(process.versions.node, minimumOf(engines.node))) return;
  console.error(
    `[setup] Node ${engines.node} is needed (package.json engines), this is ${process.versions.node}: install Node 20.19 or a later 20.x/22.x.`,
  );
  process.exit(1);
}

function pnpmWorks() {
  const res = quiet('pnpm', ['--version']);
  return res.status === 0 && atLeast(String(res.stdout).trim(), minimumOf(engines.pnpm));
}

export function ensurePnpm() {
  if (pnpmWorks()) return;
  log(`pnpm ${PNPM_VERSION} not found: installing it with npm`);
  if (run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]) === 0) {
    const prefix = String(quiet('npm', ['prefix', '-g']).stdout).trim();
    if (prefix) env.PATH = [join(prefix, 'bin'), env.PATH].join(delimiter);
    if (pnpmWorks()) return;
  }
  log('global install not possible: installing pnpm into .tools/');
  mkdirSync(join(root, '.tools'), { recursive: true });
  if (
    run('npm', ['install', '--prefix', join(root, '.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]) !== 0 ||
    !pnpmWorks()
  ) {
    throw new Error('could not install pnpm');
  }
}

export function ensureDependencies() {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = join(root, 'node_modules', '.install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  // --prefer-offline: packages already in the machine's pnpm store (a second clone, a CI cache)
  // are linked without asking the registry for their metadata again; missing ones are fetched.
  log('installing dependencies (pnpm install --frozen-lockfile --prefer-offline)');
  if (run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']) !== 0) throw new Error('pnpm install failed');
  writeFileSync(stamp, hash);
}

/**
 * Playwright drives a Debian Chromium (browser downloads fail on these machines), chosen by
 * chromium.mjs. Order: CHROMIUM_PATH; the headless shell when installed; else apt-get install of
 * the headless shell (half the e2e suite's time), then of the full browser; an installed full
 * browser when apt-get cannot help; then Playwright's own download.
 */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  const [lightest] = DEBIAN_CHROMIUMS;
  if (existsSync(lightest.path)) return;
  const hasApt = quiet('sh', ['-c', 'command -v apt-get']).status === 0;
  if (hasApt) {
    const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? ['sudo', '-n'] : [];
    log('installing Chromium from Debian packages');
    const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    const [cmd, ...pre] = sudo.length ? sudo : ['apt-get'];
    const args = (rest) => (sudo.length ? [...pre, 'apt-get', ...rest] : rest);
    if (run(cmd, args(['update']), { env: aptEnv }) === 0) {
      for (const { pkg, path } of DEBIAN_CHROMIUMS) {
        if (existsSync(path) || (run(cmd, args(['install', '-y', pkg]), { env: aptEnv }) === 0 && existsSync(path))) return;
      }
    }
    log('apt-get could not install Chromium');
  }
  if (DEBIAN_CHROMIUMS.some((c) => existsSync(c.path))) return;
  log("falling back to Playwright's own Chromium download");
  if (run('pnpm', ['--filter', '@m/e2e', 'exec', 'playwright', 'install', 'chromium']) !== 0)
    throw new Error('no Chromium available for the e2e tests');
  env.PW_BUNDLED_CHROMIUM = '1';
}
