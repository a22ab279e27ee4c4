import { misfits } from '../support/fit';
import { expect, test } from '../support/fixtures';

// The floating contact button never covers content: it is docked in the
// footer menu's row, in a slot the menu keeps free, so neither at rest nor scrolled is anything under it.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('home at rest and scrolled to its end: the contact button covers no game tile, footer text or footer menu entry (A-165)', async ({
  page,
}) => {
  await page.goto('/m/home');
  const tiles = page.getByRole('list', { name: 'Hot games' }).getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  const contact = page.getByRole('button', { name: 'Contact us' });
  await expect(contact).toBeVisible();
  const coveredBy = async () => {
    const button = (await contact.boundingBox())!;
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    const menuTop = (await menu.boundingBox())!.y;
    const covered: string[] = [];
    // Page content shows only above the fixed footer menu: what lies under the menu is clipped there.
    for (const el of [...(await tiles.all()), ...(await page.getByRole('contentinfo').getByRole('paragraph').all())]) {
      const box = await el.boundingBox();
      if (!box) continue;
      const shown = { ...box, height: Math.min(box.y + box.height, menuTop) - box.y };
      if (shown.height > 0 && overlaps(button, shown)) covered.push((await el.textContent()) ?? '');
    }
    for (const el of await menu.getByRole('listitem').all()) {
      const box = await el.boundingBox();
      if (box && overlaps(button, box)) covered.push((await el.textContent()) ?? '');
    }
    return covered;
  };
  expect(await coveredBy(), 'content under the contact button at rest').toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1))
    .toBe(true);
  expect(await coveredBy(), 'content under the contact button scrolled to the end').toEqual([]);
});

test('the contact button is a round button with its name for screen readers, docked in the footer menu row (A-165)', async ({ page }) => {
  await page.goto('/m/home');
  const contact = page.getByRole('button', { name: 'Contact us' });
  await expect(contact).toBeVisible();
  const box = (await contact.boundingBox())!;
  const menu = (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(menu.y);
  expect(box.y + box.height).toBeLessThanOrEqual(menu.y + menu.height);
  expect(box.width).toBeLessThan(56);
  // Opened, its channel list rises above the footer menu, in view.
  await contact.click();
  const list = page.getByRole('button', { name: 'Telegram' });
  await expect(list).toBeInViewport();
});

test('the download bar closes with an icon, never the lowercase word "close"', async ({ page }) => {
  await page.goto('/m/home');
  const bar = page.getByRole('region', { name: 'Download the app' });
  const close = bar.getByRole('button', { name: 'Hide the download bar' });
  await expect(close).toBeVisible();
  await expect(close).toHaveText('');
  await expect(bar.getByText('close', { exact: true })).toHaveCount(0);
});

test.describe('wide agent tables', () => {
  test.use({ scenario: 'agent-with-contracts' });
  test('a table wider than the phone scrolls in its own box with a visible hint, keyboard included', async ({
    page,
    loginAs,
    clock,
    axe,
  }) => {
    await clock.install({ paused: false });
    await loginAs('agent001');
    await page.goto('/m/member/team');
    await expect(page.getByText('agent001m01').first()).toBeVisible();
    await expect(page.getByText('Swipe sideways to see every column')).toBeVisible();
    const box = page.getByRole('region', { name: /Registered, Last login/ });
    await expect(box).toBeVisible();
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await axe();
  });
});

test.describe('toasts and fields', () => {
  // The wrong password is answered 4xx: the browser logs the failed request.
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/] });
  test('the wrong-password toast does not cover the username or password field', async ({ page }) => {
    await page.goto('/m/login');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    const username = dialog.getByLabel('Username', { exact: true });
    const password = dialog.getByLabel('Password', { exact: true });
    await username.fill('player01');
    await password.fill('wrong-pass');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const toast = page.getByText('Wrong username or password.');
    await expect(toast).toBeVisible();
    const t = (await toast.boundingBox())!;
    for (const field of [username, password]) expect(overlaps(t, (await field.boundingBox())!)).toBe(false);
  });
});

// Text fits: on the narrow phones many people hold (360 px Android, 320 px
// small phones) the footer entries are narrower than at 375 px; every label is still whole, no
// ellipsis, and nothing else sticks out (support/fit.ts).
for (const width of [320, 360]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 700 } });
    // Home (five entries beside the contact slot) and promotions (its own entry in bold, wider).
    test(`home and promotions fit, every footer label whole, in EN, PT and VI at ${width} px`, async ({ page }) => {
      const cut: string[] = [];
      await page.goto('/m/home');
      for (const [lng, route] of ['en', 'pt', 'vi'].flatMap((l) => [
        [l, '/m/home'],
        [l, '/m/activity'],
      ])) {
        await page.evaluate((l) => localStorage.setItem('language', l), lng);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.locator('.ui-skeleton, .ui-spinner')).toHaveCount(0);
        const labels = page.getByRole('navigation').last().getByRole('listitem');
        await expect(labels).toHaveCount(5);
        // And the rest fits too: at 320 px the home header's menu button was pushed off the screen.
        cut.push(...(await misfits(page)).map((m) => `${route} ${lng}: ${m}`));
        cut.push(
          ...(await page.evaluate(() =>
            [...document.querySelectorAll('.ui-footer-menu__label')]
              .filter((e) => e.scrollWidth > e.clientWidth)
              .map((e) => `${location.pathname} ${document.documentElement.lang}: ${e.textContent}`),
          )),
        );
      }
      expect(cut).toEqual([]);
    });
  });
}

// Login by mobile number at 375 px was 369 px of content in a 343 px dialog: the country code, the
// code button, Log in and Sign up were cut. The dialog's body scrolls, so the screen-wide check
// (support/fit.ts skips what sits in a scrolling box) did not see it: here every visible part of
// the dialog must lie within the dialog.
for (const width of [320, 375]) {
  test(`login by mobile number fits its dialog at ${width} px in EN, PT and VI`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    const spill: string[] = [];
    await page.goto('/m/home');
    for (const lng of ['en', 'pt', 'vi']) {
      await page.evaluate((l) => localStorage.setItem('language', l), lng);
      await page.goto('/m/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tablist') });
      await dialog.getByRole('tab').nth(1).click();
      // The country code selector is the mobile method's own control.
      await expect(dialog.getByRole('combobox')).toBeVisible();
      const out = await dialog.evaluate((d) => {
        const box = d.getBoundingClientRect();
        return [...d.querySelectorAll('*')]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return e.checkVisibility() && r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
          })
          .map(
            (e) =>
              `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}" ${Math.round(e.getBoundingClientRect().right)} > ${Math.round(box.right)} px`,
          );
      });
      spill.push(...out.map((m) => `${lng}: ${m}`));
    }
    expect(spill).toEqual([]);
  });
}
