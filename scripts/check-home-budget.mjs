// Part of `npm test` (after the e2e run, which builds the site): fails when the initial JavaScript
// of /m/home passes its budget (docs/conventions.md "Budgets"). Builds the site first if there is no build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { env, root, run } from './ensure.mjs';
import { HOME_JS_BUDGET_KB, homeInitialJs } from './home-js.mjs';

const dist = join(root, 'packages/app/dist');
if (!existsSync(join(dist, '.vite/manifest.json')) && run('pnpm', ['--filter', '@m/app', 'build'], { env }) !== 0) process.exit(1);
const { rows, totalKb } = homeInitialJs(dist);
const detail = rows.map((r) => `${r.file.replace('assets/', '')} ${(r.gzip / 1024).toFixed(1)}`).join(', ');
if (totalKb >= HOME_JS_BUDGET_KB) {
  console.error(`[budget] /m/home initial JS is ${totalKb.toFixed(1)} KB gzip, over the ${HOME_JS_BUDGET_KB} KB budget (${detail})`);
  process.exit(1);
}
console.info(`[budget] /m/home initial JS ${totalKb.toFixed(1)} KB gzip (budget ${HOME_JS_BUDGET_KB} KB): ok`);
