// `pnpm check:storybook [--build] [--filter TEXT] [--all] [--languages en,pt,vi] [--no-axe]`: a
// reviewer's pass over the static Storybook build (packages/app/storybook-static,
// `pnpm build-storybook`) in headless Chromium with NOTHING else running. As a reviewer clicks
// through the sidebar, ONE preview page switches from story to story without reloading, once per
// language (the toolbar's language), and each story fails on:
// - its play function failing, or the story erroring (what the Interactions panel shows as FAIL);
// - an image left broken, or a spinner left (unless `parameters.staysBusy`);
// - a text key shown instead of its text, or (in PT and VI) an English phrase of the site or the
//   simulator (the same rule as the unit tests: packages/app/src/test/language-check.ts);
// - a session carried over from the story before ("logged out" shown over a guest's screen);
// - content wider than the 375 px viewport (a page that scrolls sideways);
// - a serious or critical axe violation (in the first language only: the rules do not change with it).
// Default: the site's stories (every area's screens, their states and parts, and the Site frame);
// --all adds the ui library's and the foundations'.
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
const languages = (opt('languages') ?? 'en,pt,vi').split(',').filter(Boolean);
const ids = Object.values(index.entries)
  .filter((e) => e.type === 'story')
  .map((e) => e.id)
  .filter((id) => (filter ? id.includes(filter) : args.includes('--all') || !/^(ui|foundations)-/.test(id)));
if (ids.length === 0) {
  console.error('no story matches');
  process.exit(1);
}

const require = createRequire(join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const { default: AxeBuilder } = require('@axe-core/playwright');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

const failures = [];
let checked = 0;
for (const [n, language] of languages.entries()) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e.message ?? e).slice(0, 200)));
  for (const [i, id] of ids.entries()) {
    const started = Date.now();
    let result;
    if (i === 0) {
      // The first story loads the preview with the language set; the channel exists only then.
      await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story&globals=language:${language}`);
      await page.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__ && window.__storyCheck), null, { timeout: 60_000 });
      result = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const preview = window.__STORYBOOK_PREVIEW__;
            const render = preview?.currentRender;
            // Already rendered while the page loaded, or on its way.
            if (render?.phase === 'completed' || render?.phase === 'finished') resolve({ ok: true });
            else {
              const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
              channel.on('storyRendered', () => resolve({ ok: true }));
              for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing']) {
                channel.on(event, (e) =>
                  resolve({ ok: false, event, message: String(e?.message ?? e?.description ?? JSON.stringify(e)).slice(0, 400) }),
                );
              }
            }
          }),
      );
    } else {
      // As a click in the sidebar does: the same page, the next story.
      result = await page.evaluate(
        (storyId) =>
          new Promise((resolve) => {
            const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
            const failed = ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing'];
            const handlers = failed.map((event) => [
              event,
              (e) =>
                done({ ok: false, event, message: String(e?.message ?? e?.description ?? e?.title ?? JSON.stringify(e)).slice(0, 400) }),
            ]);
            const onRendered = () => done({ ok: true });
            const timer = setTimeout(() => done({ ok: false, event: 'timeout', message: 'no storyRendered in 60 s' }), 60_000);
            function done(outcome) {
              clearTimeout(timer);
              channel.off('storyRendered', onRendered);
              for (const [event, handler] of handlers) channel.off(event, handler);
              resolve(outcome);
            }
            channel.on('storyRendered', onRendered);
            for (const [event, handler] of handlers) channel.on(event, handler);
            channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
          }),
        id,
      );
    }
    // Images the page shows (a lazy image not yet near the viewport has no src) must load.
    await page
      .waitForFunction(() => [...document.images].every((i) => !i.getAttribute('src') || i.complete), null, { timeout: 15_000 })
      .catch(() => {});
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
    const seen = await page.evaluate((lng) => {
      const w = window;
      w.__quietSince = undefined;
      const parameters = w.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters ?? {};
      const check = w.__storyCheck;
      const text = check.shownText();
      return {
        broken: [...document.images]
          .filter((i) => i.getAttribute('src') && i.complete && i.naturalWidth === 0)
          .map((i) => i.getAttribute('src')),
        spinners: document.querySelectorAll('.ui-spinner').length,
        staysBusy: parameters.staysBusy === true,
        rawKeys: check.rawKeysIn(text),
        english: check.englishIn(text, lng, parameters.contentAsWritten !== true),
        leaked: text.includes(check.translate('logged_out')),
        wider: document.documentElement.scrollWidth > window.innerWidth ? document.documentElement.scrollWidth : 0,
      };
    }, language);
    const problems = [];
    if (!result.ok) problems.push(`${result.event}: ${result.message}`);
    if (seen.broken.length) problems.push(`broken images: ${seen.broken.slice(0, 3).join(', ')}`);
    if (seen.spinners && !seen.staysBusy) problems.push(`${seen.spinners} spinner(s) left`);
    if (seen.rawKeys.length) problems.push(`text keys shown: ${seen.rawKeys.slice(0, 5).join(', ')}`);
    if (seen.english.length) problems.push(`English in ${language}: ${seen.english.slice(0, 5).join(' | ')}`);
    if (seen.leaked) problems.push('a session carried over: "logged out" shown');
    if (seen.wider) problems.push(`content ${seen.wider} px wide in a 375 px viewport`);
    if (n === 0 && !args.includes('--no-axe')) {
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .include('#storybook-root')
        .options({ resultTypes: ['violations'] })
        .analyze();
      for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        problems.push(
          `axe ${v.id}: ${v.help} (${v.nodes
            .slice(0, 2)
            .map((x) => x.target.join(' '))
            .join(', ')})`,
        );
      }
    }
    checked += 1;
    console.info(
      `${problems.length ? 'FAIL' : 'ok  '} ${language} ${id} (${((Date.now() - started) / 1000).toFixed(1)} s)${problems.length ? `\n     ${problems.join('\n     ')}` : ''}`,
    );
    if (problems.length) failures.push(`${language} ${id}`);
  }
  if (pageErrors.length) console.info(`page errors in ${language}:\n  ${[...new Set(pageErrors)].slice(0, 10).join('\n  ')}`);
  await context.close();
}
await browser.close();
server.close();
console.info(`\n${checked - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
