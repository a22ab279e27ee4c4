import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Every main route's first screen is in its HTML (docs/decisions/serving.md "Every main route's
// first screen in its HTML"): with the app's JavaScript held back, the page's heading and first
// text are painted, and when the scripts are let through the app draws over them in the same boxes.

type Heading = { level: number; name: string };
const ROUTES: ReadonlyArray<{ path: string; heading: Heading; text: string | Heading; member?: boolean }> = [
  // Home's shell has no text (the brand only) and its heading comes with the app: its first screen is the banner's box.
  // The game list's first text is its section's title (the category tabs above it come with the data).
  { path: '/m/gameList', heading: { level: 1, name: 'Games' }, text: { level: 2, name: 'Slots' } },
  { path: '/m/lott', heading: { level: 1, name: 'Lottery' }, text: 'Draws around the clock' },
  { path: '/m/activity', heading: { level: 1, name: 'Promotions' }, text: 'Promotions' },
  { path: '/m/member/home', heading: { level: 1, name: 'Member centre' }, text: 'Member centre', member: true },
];

/** Holds every script of the site until `release` lets them through, so the page shows what its HTML alone paints. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route('**/assets/*.js', (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    await Promise.all(held.splice(0).map((r) => r.continue()));
  };
}

for (const r of ROUTES) {
  test(`${r.path}: the heading and first text are in the HTML, and the app draws over them without a shift`, async ({ page, loginAs }) => {
    if (r.member) await loginAs('player01');
    const release = await holdScripts(page);
    await page.goto(r.path, { waitUntil: 'domcontentloaded' });
    const first = page.locator('#root > [data-first-screen]');
    await expect(first).toBeVisible();
    const heading = page.getByRole('heading', r.heading);
    await expect(heading).toBeVisible();
    const text = typeof r.text === 'string' ? page.getByText(r.text, { exact: true }).first() : page.getByRole('heading', r.text);
    await expect(text).toBeVisible();
    const before = await heading.boundingBox();
    // Styled by the HTML alone: the route's own stylesheet is in it, so its text keeps its box.
    const textBefore = await text.boundingBox();
    await release();
    // The app has taken over: the HTML's screen and the app's stand-in for it are gone.
    await expect(first).toHaveCount(0);
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    await expect(heading).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    // The text settles where the HTML painted it (the game list's section title is drawn again once its games load).
    await expect(text).toBeVisible();
    await expect.poll(() => text.boundingBox()).toEqual(textBefore);
  });
}

// Every other route a menu opens (the side menu, the category tabs, the member centre's links)
// starts on its own frame and header, not on home's picture: a list's outline under its title, or
// the game list's own first screen on the category lists.
const MENU_ROUTES: ReadonlyArray<{ path: string; heading: string; footerMenu?: false; member?: string }> = [
  { path: '/m/notice', heading: 'Announcements' },
  { path: '/m/help', heading: 'Help centre', footerMenu: false },
  { path: '/m/rng', heading: 'Slots' },
  { path: '/m/withdraw', heading: 'Withdraw', member: 'player01' },
];

for (const r of MENU_ROUTES) {
  test(`${r.path}: opens on its own header in the HTML, not on home's picture, and the app keeps the header`, async ({ page, loginAs }) => {
    if (r.member) await loginAs(r.member);
    const release = await holdScripts(page);
    await page.goto(r.path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator(`#root > [data-first-screen="${r.path}"]`)).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: r.heading });
    await expect(heading).toBeVisible();
    await expect(page.locator('#root .ui-home-header')).toHaveCount(0);
    await expect(page.locator('#root .ui-footer-menu')).toHaveCount(r.footerMenu === false ? 0 : 1);
    // Its back button and controls are pictures until the app draws its own: none takes the focus.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#root') === null)).toBe(true);
    const before = await heading.boundingBox();
    await release();
    await expect(page.locator('#root > [data-first-screen]')).toHaveCount(0);
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    await expect(heading).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  });
}

test('a VI visitor’s announcements open on their Vietnamese title before any script runs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await holdScripts(page);
  await page.goto('/m/notice', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('/m/home: the frame and the first banner’s box are in the HTML, in the place the app keeps', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
  const banner = page.locator('#root > [data-prerendered] .ui-skeleton-banner');
  await expect(page.locator('#root > [data-prerendered] .ui-brand-mark')).toBeVisible();
  await expect(banner).toBeVisible();
  const before = await banner.boundingBox();
  await release();
  const slide = page.locator('.gm-banner').first();
  await expect(slide).toBeVisible();
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  const after = await slide.boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
});

test('a PT visitor’s first screen is in Portuguese before any script runs (A-167)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'pt'));
  await holdScripts(page);
  await page.goto('/m/lott', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Loteria' })).toBeVisible();
  await expect(page.getByText('Sorteios a toda hora', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

// No waterfall: each chunk a route's first screen draws is preloaded by the HTML's loader with the
// entry, not found one by one as each chunk runs (render-shell.tsx `firstModules`). Home's notice
// marquee sits behind two lazy modules (home.lazy, home-bundle) before it asks for the announcements.
// Every other route with its own first screen preloads its area's chunk too (app/area-routes.ts),
// and only its own: a route's HTML names no other route's chunks.
const FIRST_CHUNKS: ReadonlyArray<{ path: string; chunks: readonly string[]; member?: boolean }> = [
  { path: '/m/home', chunks: ['home-route', 'home-sections.lazy', 'home.lazy', 'home-bundle'] },
  { path: '/m/gameList', chunks: ['game-list-page.lazy'] },
  { path: '/m/lott', chunks: ['lott-route.lazy'] },
  { path: '/m/activity', chunks: ['activity-route.lazy'] },
  { path: '/m/member/home', chunks: ['member-route.lazy'], member: true },
  { path: '/m/notice', chunks: ['notice-page.lazy'] },
  { path: '/m/help', chunks: ['help-page.lazy'] },
  { path: '/m/rng', chunks: ['game-list-page.lazy'] },
  { path: '/m/app', chunks: ['app-page.lazy'] },
  { path: '/m/withdraw', chunks: ['member-route.lazy'], member: true },
];

for (const r of FIRST_CHUNKS) {
  test(`${r.path}: the HTML preloads every chunk its first screen draws`, async ({ page, loginAs }) => {
    if (r.member) await loginAs('player01');
    // With the scripts held back, every preload link comes from the HTML's loader: none from a
    // chunk that ran and asked for the next (Vite's preload helper adds links of its own).
    await holdScripts(page);
    await page.goto(r.path, { waitUntil: 'domcontentloaded' });
    const preloaded = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
          new URL(l.href).pathname.replace(/^\/assets\//, ''),
        ),
      );
    for (const chunk of r.chunks)
      await expect.poll(async () => (await preloaded()).some((file) => file.startsWith(`${chunk}-`)), { message: chunk }).toBe(true);
    const others = FIRST_CHUNKS.flatMap((o) => o.chunks).filter((chunk) => !r.chunks.includes(chunk));
    expect((await preloaded()).filter((file) => others.some((chunk) => file.startsWith(`${chunk}-`)))).toEqual([]);
  });
}

// A tap is not lost: the first screen's controls are pictures until the app draws its own (inert),
// and a tap on one is replayed on the control the app draws in its place (shell-boot.ts), if it is
// recent (EARLY_TAP_MAX_AGE_MS, 5 s) when the app has taken over.
async function tapPicturedCategory(page: Page, nth: number): Promise<string> {
  const pictured = page.locator('#root > [data-first-screen] .gm-classify__btn').nth(nth);
  await expect(pictured).toBeVisible();
  const box = await pictured.boundingBox();
  if (!box) throw new Error('the pictured category has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return (await pictured.textContent()) ?? '';
}
const category = (page: Page, name: string) => page.locator('main .gm-classify__btn').filter({ hasText: new RegExp(`^${name}$`) });

test('/m/gameList: a category tapped on the first screen before the app takes over is the one selected once it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/m/gameList', { waitUntil: 'domcontentloaded' });
  expect(await tapPicturedCategory(page, 1)).toBe('Hot');
  await release();
  await expect(page.locator('#root > [data-first-screen]')).toHaveCount(0);
  await expect(category(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
  await expect(category(page, 'All')).toHaveAttribute('aria-pressed', 'false');
});

test('/m/gameList: a tap on the first screen more than 5 s before the app takes over is dropped', async ({ page }) => {
  await page.clock.install();
  const release = await holdScripts(page);
  await page.goto('/m/gameList', { waitUntil: 'domcontentloaded' });
  expect(await tapPicturedCategory(page, 1)).toBe('Hot');
  await page.clock.fastForward(6_000);
  await release();
  await expect(page.locator('#root > [data-first-screen]')).toHaveCount(0);
  await expect(category(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(category(page, 'Hot')).toHaveAttribute('aria-pressed', 'false');
});

// The largest paint stays the HTML's (docs/decisions/serving.md): the route's largest image is drawn
// by the HTML's own script, before the app's JavaScript, and the app keeps the same image in the same box.
const FIRST_IMAGES: ReadonlyArray<{ path: string; image: string; app: string }> = [
  { path: '/m/gameList', image: '.ui-skeleton-banner img', app: '.gm-banner__slide img' },
  { path: '/m/activity', image: '.promo-skeleton img', app: '.promo-item img.promo-image' },
];

for (const r of FIRST_IMAGES) {
  test(`${r.path}: the first screen's largest image is drawn before the JavaScript, where the app keeps it`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(r.path, { waitUntil: 'domcontentloaded' });
    const early = page.locator(`#root > [data-first-screen] ${r.image}`);
    await expect(early).toBeVisible();
    await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = await early.getAttribute('src');
    const box = await early.boundingBox();
    await release();
    await expect(page.locator('#root > [data-first-screen]')).toHaveCount(0);
    const own = page.locator(r.app).first();
    await expect(own).toBeVisible();
    await expect(own).toHaveAttribute('src', src ?? '');
    // The same box (the list may draw its card again as its other answers arrive: read it when settled).
    const size = (b: { width: number; height: number } | null) => (b ? [Math.round(b.width), Math.round(b.height)] : null);
    await expect.poll(async () => size(await own.boundingBox())).toEqual(size(box));
  });
}

// The HTML paints its text in the fallback face, the app paints it again in Inter: Inter must be no
// wider, or the app's copy is a larger paint and the LCP moves to the app's time
// (docs/decisions/front-end.md "A self-hosted Inter").
test('the first screens’ texts are no wider in Inter than in the fallback face the HTML paints them in', async ({ page }) => {
  const wider: string[] = [];
  for (const language of ['en', 'pt', 'vi']) {
    await page.addInitScript((l) => localStorage.setItem('language', l), language);
    await holdScripts(page);
    for (const path of ['/m/gameList', '/m/lott', '/m/activity']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root > [data-first-screen]')).toBeVisible();
      wider.push(
        ...(await page.evaluate(async () => {
          const out: string[] = [];
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;left:0;top:0;white-space:nowrap;visibility:hidden';
          document.body.append(probe);
          for (const el of document.querySelectorAll<HTMLElement>('#root > [data-first-screen] :is(h1, h2, p, button, a, span)')) {
            const text = [...el.childNodes]
              .filter((n) => n.nodeType === Node.TEXT_NODE)
              .map((n) => n.textContent ?? '')
              .join('')
              .trim();
            if (!text) continue;
            const style = getComputedStyle(el);
            const width = (family: string) => {
              probe.style.font = `${style.fontWeight} ${style.fontSize} ${family}`;
              probe.textContent = text;
              return probe.getBoundingClientRect().width;
            };
            await document.fonts.load(`${style.fontWeight} ${style.fontSize} Inter`, text);
            const inter = width('Inter');
            const fallback = width("'Inter fallback'");
            if (inter > fallback + 0.5)
              out.push(
                `${location.pathname} "${text}" ${style.fontWeight}: Inter ${inter.toFixed(1)} px > fallback ${fallback.toFixed(1)} px`,
              );
          }
          probe.remove();
          return out;
        })),
      );
    }
  }
  expect(wider).toEqual([]);
});
