// The simulator's CLI as one prebuilt ES module, for a fast cold start: `pnpm sim` starts it with
// plain node instead of compiling TypeScript through tsx on every start (1.5 s -> about 0.4 s).
// The bundle (dist/sim.mjs, not committed) is rebuilt whenever a source it is made from is newer:
// the simulator's and the contracts' src, their package.json, the lockfile or this script.
// Dependencies are inlined (resolving hundreds of files is most of a start) except the docs
// plugins, which load their own static files and are imported on the first /docs request.
// Usage: node scripts/cli-bundle.mjs (build if stale, print the path); scripts/sim.mjs uses it.
import { readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(pkgDir, '..', '..');
export const CLI_BUNDLE = join(pkgDir, 'dist', 'sim.mjs');
/** Imported at run time from node_modules: they read files next to their own code. */
const EXTERNAL = ['@fastify/swagger', '@fastify/swagger-ui'];

function newest(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const sources = () => [
  join(pkgDir, 'src'),
  join(pkgDir, 'package.json'),
  join(repo, 'packages', 'contracts', 'src'),
  join(repo, 'packages', 'contracts', 'package.json'),
  join(repo, 'pnpm-lock.yaml'),
  fileURLToPath(import.meta.url),
];

/** True when dist/sim.mjs exists and is newer than everything it is built from. */
export function isFresh() {
  const built = newest(CLI_BUNDLE);
  return built > 0 && sources().every((s) => newest(s) < built);
}

/** Builds dist/sim.mjs with esbuild (written to a temporary file, then renamed: a concurrent start never reads half a file). */
export async function buildCliBundle() {
  const { build } = await import('esbuild');
  const tmp = `${CLI_BUNDLE}.${process.pid}.tmp`;
  await build({
    entryPoints: [join(pkgDir, 'src', 'cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    outfile: tmp,
    logLevel: 'error',
    // Inlined CommonJS packages call require and read __dirname: give the ES module both.
    banner: {
      js: [
        "import { createRequire as __simRequire } from 'node:module';",
        "import { fileURLToPath as __simPath } from 'node:url';",
        'const require = __simRequire(import.meta.url);',
        'const __filename = __simPath(import.meta.url);',
        "const __dirname = __filename.replace(/[\\\\/][^\\\\/]*$/, '');",
      ].join(' '),
    },
  });
  renameSync(tmp, CLI_BUNDLE);
  return CLI_BUNDLE;
}

/** The bundle's path, built first when stale; null when it cannot be built (the caller falls back to tsx). */
export async function ensureCliBundle() {
  if (isFresh()) return CLI_BUNDLE;
  try {
    return await buildCliBundle();
  } catch (err) {
    console.error(`simulator: could not build ${CLI_BUNDLE} (${err instanceof Error ? err.message : String(err)}); starting through tsx`);
    return null;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = await buildCliBundle();
  console.info(file);
}
