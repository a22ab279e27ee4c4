// `pnpm dev`: the simulator (http://localhost:4010) and the site (http://localhost:5173/m/home)
// side by side, with prefixed output; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { env, root } from './ensure.mjs';

const procs = [
  { name: 'sim ', args: ['--filter', '@m/mock-server', 'sim', ...process.argv.slice(2)] },
  { name: 'site', args: ['--filter', '@m/app', 'dev'] },
].map(({ name, args }) => {
  const child = spawn('pnpm', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    String(chunk)
      .split('\n')
      .filter((l) => l.length > 0)
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  child.stdout.on('data', (c) => process.stdout.write(`${prefix(c)}\n`));
  child.stderr.on('data', (c) => process.stderr.write(`${prefix(c)}\n`));
  return child;
});

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const p of procs) p.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const p of procs) p.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
