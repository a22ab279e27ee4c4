// `pnpm check:storybook [--build] [--filter TEXT] [--all]`: opens stories of the static Storybook
// build (packages/app/storybook-static, `pnpm build-storybook`) in headless Chromium with NOTHING
// else running, as product reviews it, and fails when a story's play function fails (what the
// Interactions panel shows as FAIL), a story errors, an image stays broken, or a spinner is left.
// By default the Screens stories and the login/register popups; --all takes every story (long).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';
import { env, root, run } from './ensure.mjs';

const args = process.argv.slice(2);
const opt = (name) => (args.includes(`--${name}`) ? (args[args.indexOf(`--${name}`) + 1] ?? '') : undefined);
const dir = join(root, 'packages/app/storybook-static');
if ((args.includes('--build') || !existsSync(join(dir, 'index.json'))) && run('pnpm', ['build-storybook'], { env }) !== 0) process.exit(1);

// A plain static server: no proxy, no simulator behind it.
const { server, origin } = await startStaticServer(dir, Number(opt('port') ?? 0));

const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const filter = opt('filter');
const ids = Object.values(index.entries)
  .filter((e) => e.type === 'story')
  .map((e) => e.id)
  .filter((id) => (filter ? id.includes(filter) : args.includes('--all') || /^screens-|login-popup--|register-popup--/.test(id)));

const require = createRequire(join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
// Storybook's channel tells when a story has rendered and its play function has run, or failed.
await context.addInitScript(() => {
  const w = window;
  w.__storyResult = new Promise((resolve) => {
    const hook = () => {
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return void setTimeout(hook, 20);
      channel.on('storyRendered', () => resolve({ ok: true }));
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing']) {
        channel.on(event, (e) => resolve({ ok: false, event, message: String(e?.message ?? e?.description ?? e?.title ?? JSON.stringify(e)).slice(0, 400) }));
      }
    };
    hook();
  });
});

const failures = [];
for (const id of ids) {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
  const result = await page.evaluate(() => Promise.race([window.__storyResult, new Promise((r) => setTimeout(() => r({ ok: false, event: 'timeout', message: 'no storyRendered in 60 s' }), 60_000))]));
  // Images the page shows (a lazy image not yet near the viewport has no src) must load.
  await page.waitForFunction(() => [...document.images].every((i) => !i.getAttribute('src') || i.complete), null, { timeout: 15_000 }).catch(() => {});
  // A story settles (no spinner left) unless it stays busy on purpose (parameters.staysBusy).
  // Settled = no spinner for 1.5 s in a row (a list that loads more shows a new one after the first).
  await page
    .waitForFunction(
      () => {
        const w = window;
        if (document.querySelectorAll('.ui-spinner').length > 0 || w.__quietSince === undefined) w.__quietSince = Date.now();
        return Date.now() - w.__quietSince > 1_500;
      },
      null,
      { timeout: 20_000, polling: 100 },
    )
    .catch(() => {});
  const seen = await page.evaluate(() => ({
    broken: [...document.images].filter((i) => i.getAttribute('src') && i.complete && i.naturalWidth === 0).map((i) => i.getAttribute('src')),
    spinners: document.querySelectorAll('.ui-spinner').length,
    staysBusy: window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.staysBusy === true,
  }));
  const problems = [];
  if (!result.ok) problems.push(`${result.event}: ${result.message}`);
  if (seen.broken.length) problems.push(`broken images: ${seen.broken.slice(0, 3).join(', ')}`);
  if (seen.spinners && !seen.staysBusy) problems.push(`${seen.spinners} spinner(s) left`);
  console.info(`${problems.length ? 'FAIL' : 'ok  '} ${id} (${((Date.now() - started) / 1000).toFixed(1)} s)${problems.length ? `\n     ${problems.join('\n     ')}` : ''}`);
  if (problems.length) failures.push(id);
  await page.close();
}
await browser.close();
server.close();
console.info(`\n${ids.length - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
