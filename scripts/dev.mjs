// `pnpm dev [--sim-port 4010] [--site-port 5173] [simulator flags]`: the simulator and the site
// (http://localhost:<site-port>/m/home) side by side, with prefixed output; Ctrl-C stops both.
// Both move together (dev-plan.mjs): the site proxies to the simulator's port, the simulator
// answers the site's origin and prints its URL.
import { spawn } from 'node:child_process';
import { devPlan } from './dev-plan.mjs';
import { env, root } from './ensure.mjs';

let plan;
try {
  plan = devPlan(process.argv.slice(2), process.env);
} catch (err) {
  console.error(`pnpm dev: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}

const procs = [
  { name: 'sim ', args: ['--filter', '@m/mock-server', 'sim', ...plan.simArgs], extraEnv: {} },
  { name: 'site', args: ['--filter', '@m/app', 'dev'], extraEnv: plan.siteEnv },
].map(({ name, args, extraEnv }) => {
  const child = spawn('pnpm', args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
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
