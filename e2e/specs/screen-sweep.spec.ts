import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// The table alone, not '@m/mock-server/engine': the engine pulls in the contracts' codec, whose
// extensionless 'crypto-js/aes' import does not resolve when Playwright loads this spec.
import { CONTENT_TRANSLATIONS } from '@m/mock-server/content-i18n';
import { misfits } from '../support/fit';
import { navigateInApp } from '../support/navigate';
import { expect, test } from '../support/fixtures';

/**
 * The main screens, settled, in each language, as a visitor, a player and an agent:
 * - everything fits the phone (support/fit.ts: nothing past the screen's edge, no
 *   card spilling over, no sideways page), in English and in the longer PT and VI texts;
 * - PT and VI are complete: a screen shows none of the site's English texts
 *   (every EN locale text whose translation differs) and none of the simulator's English content
 *   (titles and texts it translates). A text left in English fails with its screen and its words.
 */
const APP_SRC = new URL('../../packages/app/src/', import.meta.url).pathname;
type Tree = { [k: string]: string | Tree };
const flatten = (t: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))),
  );
const localeFiles = (lng: string) => [
  join(APP_SRC, 'shared/i18n/locales', `${lng}.json`),
  join(APP_SRC, 'shared/i18n/locales/forms', `${lng}.json`),
  ...readdirSync(join(APP_SRC, 'features'))
    .map((f) => join(APP_SRC, 'features', f, 'locales', `${lng}.json`))
    .filter((p) => {
      try {
        readFileSync(p);
        return true;
      } catch {
        return false;
      }
    }),
];
const texts = (lng: string) =>
  Object.assign({}, ...localeFiles(lng).map((p) => flatten(JSON.parse(readFileSync(p, 'utf8')) as Tree))) as Record<string, string>;
const EN = texts('en');

/** English words a reader would spot: whole phrases (two words or more), no placeholders, not a name. */
function englishOnly(lng: 'pt' | 'vi'): string[] {
  const own = texts(lng);
  const site = Object.entries(EN)
    .filter(([k, v]) => own[k] !== v && !v.includes('{{') && /\s/.test(v.trim()) && v.length >= 8)
    .map(([, v]) => v);
  const content = Object.entries(CONTENT_TRANSLATIONS)
    .filter(([en, t]) => t[lng] !== en && !en.includes('<') && /\s/.test(en))
    .map(([en]) => en);
  return [...new Set([...site, ...content])];
}

const PLAYER_ROUTES = [
  '/m/home',
  '/m/rng',
  '/m/member/home',
  '/m/activity',
  '/m/lott',
  '/m/help',
  '/m/webEmail',
  '/m/notice',
  '/m/transaction/record',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/member/benefits',
  '/m/rewardCenter',
  '/m/gameRecord',
  '/m/securityCenter',
  '/m/feedback',
  '/m/other',
  '/m/set',
];
/** What a visitor sees before an account: the popups over home, the app page. */
const GUEST_ROUTES = ['/m/home', '/m/login', '/m/register', '/m/forget', '/m/app'];
/** the announcement list writes its days YYYY-MM-DD (docs/decisions/support.md). */
const ISO_DAYS_ROUTES: readonly string[] = ['/m/notice', '/m/member/notice'];
const AGENT_ROUTES = [
  '/m/agent',
  '/m/agent/team/overview',
  '/m/agent/team/pnl',
  '/m/member/team',
  '/m/member/agent/agentRebeat',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/notice',
];

for (const lng of ['en', 'pt', 'vi'] as const) {
  for (const [user, routes] of [
    ['guest', GUEST_ROUTES],
    ['player01', PLAYER_ROUTES],
    ['agent001', AGENT_ROUTES],
  ] as const) {
    const what = lng === 'en' ? 'fit the phone' : 'fit the phone, with no English text';
    test(`${lng.toUpperCase()} as ${user}: ${routes.length} screens ${what}`, async ({ page, loginAs }) => {
      const english = lng === 'en' ? [] : englishOnly(lng);
      const misfit: string[] = [];
      if (user !== 'guest') await loginAs(user);
      await page.addInitScript((l) => localStorage.setItem('language', l), lng);
      const found: string[] = [];
      for (const [i, route] of routes.entries()) {
        if (i === 0) await page.goto(route);
        else await navigateInApp(page, route);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        // Settled: no skeleton or spinner left (images below the fold load when scrolled to, by design).
        await expect(page.locator('.ui-skeleton, .ui-spinner'), `${route} settles`).toHaveCount(0, { timeout: 10_000 });
        misfit.push(...(await misfits(page)).map((m) => `${route}: ${m}`));
        const shown = await page.locator('body').innerText();
        for (const en of english) if (shown.includes(en)) found.push(`${route}: ${en}`);
        // Days in the locale's order; YYYY-MM-DD only where the spec names it.
        if (!ISO_DAYS_ROUTES.includes(route))
          for (const iso of shown.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []) misfit.push(`${route}: a day written ${iso}`);
        // A dialog (an agent's contract prompt) would hide the rest: close it and go on.
        const dialog = page.getByRole('dialog');
        if (await dialog.count()) await page.keyboard.press('Escape');
      }
      expect(misfit, `what does not fit the phone in ${lng.toUpperCase()}`).toEqual([]);
      expect(found, `English on ${lng.toUpperCase()} screens`).toEqual([]);
    });
  }
}
