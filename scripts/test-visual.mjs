// `pnpm test:visual [--build] [--update] [playwright args]`: the visual baselines of every screen
// story (e2e/visual.config.ts). Builds the static Storybook first when it is
// missing (or with --build), then compares each screen with its baseline in
// e2e/visual/baselines. `pnpm test:visual:update` rewrites the baselines (review the PNGs in the
// diff before committing them). A failed comparison leaves expected, actual and diff images in
// e2e/visual-results and an HTML report in e2e/visual-report.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { env, root, run } from './ensure.mjs';

const args = process.argv.slice(2);
const build = args.includes('--build');
const update = args.includes('--update');
const rest = args.filter((a) => a !== '--build' && a !== '--update');
if ((build || !existsSync(join(root, 'packages/app/storybook-static/index.json'))) && run('pnpm', ['build-storybook'], { env }) !== 0)
  process.exit(1);
process.exit(
  run(
    'pnpm',
    ['--filter', '@m/e2e', 'exec', 'playwright', 'test', '-c', 'visual.config.ts', ...(update ? ['--update-snapshots'] : []), ...rest],
    { env },
  ),
);
