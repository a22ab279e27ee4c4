// Installs what a fresh machine (only Node 20 and npm) lacks: pnpm, the workspace
// dependencies and, for the e2e tests, a Chromium. Shared by `npm start` and `npm test`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEBIAN_CHROMIUMS } from './chromium.mjs';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PNPM_VERSION = '12.21.0';
const toolsBin = join(root, '.tools', 'node_modules', '.bin');

/** The environment every child gets: PATH with the local pnpm fallback. */
export const env = { ...process.env, PATH: [toolsBin, process.env.PATH].join(delimiter) };

const log = (msg) => console.info(`[setup] ${msg}`);

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env, shell: process.platform === 'win32', ...opts });
  return res.status ?? 1;
}

const quiet = (cmd, args) => spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', shell: process.platform === 'win32' });

function pnpmWorks() {
  const res = quiet('pnpm', ['--version']);
  return res.status === 0 && Number(String(res.stdout).trim().split('.')[0]) >= 12;
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
  if (run('npm', ['install', '--prefix', join(root, '.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]) !== 0 || !pnpmWorks()) {
    throw new Error('could not install pnpm');
  }
}

export function ensureDependencies() {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = join(root, 'node_modules', '.install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  if (run('pnpm', ['install', '--frozen-lockfile']) !== 0) throw new Error('pnpm install failed');
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
  if (run('pnpm', ['--filter', '@m/e2e', 'exec', 'playwright', 'install', 'chromium']) !== 0) throw new Error('no Chromium available for the e2e tests');
  env.PW_BUNDLED_CHROMIUM = '1';
}
