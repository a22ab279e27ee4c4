import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { isFresh } from '../scripts/cli-bundle.mjs';
// @ts-expect-error: a plain ES module script without types
import { devPlan } from '../../../scripts/dev-plan.mjs';
// @ts-expect-error: a plain ES module script without types
import { atLeast, minimumOf } from '../../../scripts/ensure.mjs';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('pnpm sim (scripts/sim.mjs)', () => {
  it('starts the prebuilt CLI (building it when stale) and answers the contract with the given flags', async () => {
    const port = await freePort();
    const script = fileURLToPath(new URL('../scripts/sim.mjs', import.meta.url));
    const child = spawn(
      process.execPath,
      [script, '--port', String(port), '--clock', 'frozen', '--no-control', '--site-origin', 'http://localhost:5411'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    try {
      // Wait for its banner (the server listens before printing it); no wall-clock wait.
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => out.includes('simulator  http://') && resolve());
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      const settings = await fetch(`http://127.0.0.1:${port}/api/system/settings`);
      expect(settings.status).toBe(200);
      expect(await settings.json()).toMatchObject({ success: true, code: 'OK' });
      // --no-control reached the CLI: the control API is off.
      expect((await fetch(`http://127.0.0.1:${port}/__sim/worlds`)).status).toBe(404);
      expect(isFresh()).toBe(true);
      // The banner points at the site where it really is (the first site origin).
      expect(out).toContain('site       http://localhost:5411/m/home');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});

describe('pnpm dev --sim-port N --site-port M (scripts/dev-plan.mjs)', () => {
  type Plan = { simPort: number; sitePort: number; simArgs: string[]; siteEnv: Record<string, string>; siteUrl: string };
  const plan = (argv: string[], env: Record<string, string> = {}) => devPlan(argv, env) as Plan;

  it('keeps the fixed defaults 4010 and 5173', () => {
    expect(plan([])).toMatchObject({
      simPort: 4010,
      sitePort: 5173,
      simArgs: ['--port', '4010'],
      siteEnv: { SIM_URL: 'http://127.0.0.1:4010', SITE_PORT: '5173' },
    });
  });

  it('moves both: the site proxies to the simulator, the simulator answers and names the site', () => {
    const p = plan(['--sim-port', '4410', '--site-port=5510', '--scenario', 'maintenance']);
    expect(p.siteEnv).toEqual({ SIM_URL: 'http://127.0.0.1:4410', SITE_PORT: '5510' });
    expect(p.simArgs).toEqual([
      '--port',
      '4410',
      '--site-origin',
      'http://localhost:5510',
      '--site-origin',
      'http://127.0.0.1:5510',
      '--scenario',
      'maintenance',
    ]);
    expect(p.siteUrl).toBe('http://localhost:5510/m/home');
  });

  it('reads --port as the simulator port (as before) and SIM_PORT/SITE_PORT from the environment', () => {
    expect(plan(['--port', '4411']).siteEnv.SIM_URL).toBe('http://127.0.0.1:4411');
    expect(plan([], { SIM_PORT: '4412', SITE_PORT: '5512' })).toMatchObject({ simPort: 4412, sitePort: 5512 });
  });

  it('refuses a port that is not one, a missing value and one port for both', () => {
    expect(() => plan(['--site-port', 'x'])).toThrow(/--site-port must be a port/);
    expect(() => plan(['--sim-port'])).toThrow(/needs a port/);
    expect(() => plan(['--sim-port', '5173'])).toThrow(/two ports/);
  });
});

describe('version statements agree', () => {
  const root = new URL('../../../', import.meta.url);
  const engines = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string; pnpm: string } }).engines;
  const readme = readFileSync(new URL('README.md', root), 'utf8');

  it('README states the Node and pnpm of package.json engines, which ensure.mjs enforces', () => {
    const [nodeMajor, nodeMinor] = minimumOf(engines.node) as [number, number];
    const [pnpmMajor, pnpmMinor] = minimumOf(engines.pnpm) as [number, number];
    expect(readme).toContain(`Node ${nodeMajor}.${nodeMinor} or later`);
    expect(readme).toContain(`pnpm ${pnpmMajor}.${pnpmMinor}`);
    expect(atLeast('20.18.1', [20, 19])).toBe(false);
    expect(atLeast('22.0.0', [20, 19])).toBe(true);
    expect(atLeast(process.versions.node, [nodeMajor, nodeMinor])).toBe(true);
  });
});
