// `pnpm sim`: the simulator's CLI (src/cli.ts, same flags). Runs the prebuilt bundle
// (scripts/cli-bundle.mjs: rebuilt first when a source is newer) with plain node; if it cannot be
// built, runs the TypeScript through tsx as before.
import { spawn } from 'node:child_process';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { ensureCliBundle } from './cli-bundle.mjs';

const bundle = await ensureCliBundle();
if (bundle) {
  // Same process: process.argv is read by the CLI's parseArgs as given here.
  await import(pathToFileURL(bundle).href);
} else {
  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
