// `pnpm dev:msw [--site-port 5173] [--scenario NAME] [--seed N]`: the site alone, the simulator
// running in the page as MSW handlers (no server); each browser tab keeps its world across reloads.
import { spawn } from 'node:child_process';
import { mswPlan } from './dev-plan.mjs';
import { env, root } from './ensure.mjs';

let plan;
try {
  plan = mswPlan(process.argv.slice(2), process.env);
} catch (err) {
  console.error(`pnpm dev:msw: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
console.info(`pnpm dev:msw: the site with the simulator in the page: ${plan.siteUrl}`);
const child = spawn('pnpm', ['--filter', '@m/app', 'exec', 'vite', '--mode', 'msw'], {
  cwd: root,
  env: { ...env, ...plan.siteEnv },
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
process.on('SIGINT', () => child.kill('SIGINT'));
process.on('SIGTERM', () => child.kill('SIGTERM'));
