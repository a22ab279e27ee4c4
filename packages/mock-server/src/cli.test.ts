import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { isFresh } from '../scripts/cli-bundle.mjs';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('pnpm sim (scripts/sim.mjs, issue 14)', () => {
  it('starts the prebuilt CLI (building it when stale) and answers the contract with the given flags', async () => {
    const port = await freePort();
    const script = fileURLToPath(new URL('../scripts/sim.mjs', import.meta.url));
    const child = spawn(process.execPath, [script, '--port', String(port), '--clock', 'frozen', '--no-control'], { stdio: ['ignore', 'pipe', 'inherit'] });
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
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
