import { expect, test } from '../support/fixtures';

// Routing and frame: A-001..A-007, G-001, A-013 (pull-to-refresh text), footer text (A§1).

const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

test.describe('home paths (G-001)', () => {
  for (const path of HOME_PATHS) {
    test(`${path} renders home with the home header`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Register' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(page.getByText('Pull down to refresh')).toBeVisible();
    });
  }

  test('home passes axe and shows the footer text: 18+, risk, liability (A-164)', async ({ page, axe }) => {
    await page.goto('/m/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('You must be at least 18 years old to use this site.')).toBeVisible();
    await expect(footer.getByText(/Games carry financial risk/)).toBeVisible();
    await expect(footer.getByText(/not liable for any breach of local online-gambling law/)).toBeVisible();
    await axe();
  });
});

test('unknown paths fall back to home (A-002)', async ({ page }) => {
  const home = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  };
  await page.goto('/m/no-such-page');
  await home();
  // A path outside /m is the server's to answer (404: docs/decisions/serving.md); reached inside
  // the site (a server link, the browser's history), the site's router shows home.
  await page.goto('/m/help');
  await expect(page.getByRole('button', { name: 'How do I deposit?' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/somewhere/else');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await home();
  await expect(page).toHaveURL(/\/somewhere\/else$/);
});

test.describe('popup routes (A-003, A-004)', () => {
  // The suite runs with reduced motion (playwright.config.ts); popups opening, closing and
  // replacing each other are checked here as most phones run them, with their slide and fade.
  test.use({ reducedMotion: 'no-preference' });

  test('/m/login opens the login popup over home; closing goes to /m/home', async ({ page, axe }) => {
    await page.goto('/m/login');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    // Home stays underneath, with its header.
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    await axe();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(dialog).toBeHidden();
  });

  test('/m/register.html is the register popup; Escape closes it to /m/home', async ({ page }) => {
    await page.goto('/m/register.html');
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the header Login button opens login, and Register then replaces it', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.goto('/m/register');
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  });
});

test.describe('back header (A-005, A-006)', () => {
  test('a non-home route shows a back arrow and its title; back on notice goes to /m/home', async ({ page, axe }) => {
    await page.goto('/m/notice');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await axe();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('other routes go back one history step', async ({ page }) => {
    await page.goto('/m/home');
    await page.goto('/m/lott');
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test('at 375 px a member header keeps every control on screen, in EN, PT and VI (G§2)', async ({ page, loginAs }) => {
  await loginAs('player01');
  for (const language of ['en', 'pt', 'vi']) {
    await page.addInitScript((l) => localStorage.setItem('language', l), language);
    await page.goto('/m/home');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button').first()).toBeVisible();
    for (const button of await banner.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, `${language}: ${await button.textContent()} inside the viewport`).toBe(true);
    }
    // A click, not a key press: nothing covers the menu button.
    await banner.getByRole('button', { name: /menu|Menu/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
});

test.describe('the notice marquee (A-140)', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('its first notice is readable from the first frame, and no moment of its loop leaves the bar empty', async ({ page }) => {
    await page.goto('/m/home');
    const marquee = page.getByRole('region', { name: 'Latest announcements' });
    const run = marquee.locator('.m-marquee__run');
    await expect(run).toBeVisible();
    // How much of the track shows a title, at a moment of the loop (0..1) or as it stands (null).
    const shown = (at: number | null) =>
      run.evaluate((el, at) => {
        const [animation] = el.getAnimations();
        if (at !== null && animation) {
          animation.pause();
          animation.currentTime = Number(animation.effect?.getComputedTiming().duration ?? 0) * at;
        }
        const track = el.parentElement!.parentElement!.getBoundingClientRect();
        const cover = [...el.children].map((copy) => {
          const r = copy.getBoundingClientRect();
          const words = r.width - parseFloat(getComputedStyle(copy).paddingInlineEnd);
          return Math.max(0, Math.min(track.right, r.left + words) - Math.max(track.left, r.left));
        });
        return Math.max(...cover) / track.width;
      }, at);
    // As the page opens, before the browser is idle: the first title fills the bar from its left edge.
    expect(await shown(null)).toBeGreaterThan(0.9);
    // Every twentieth of a loop, the bar shows a title over at least a third of its width.
    for (let i = 0; i < 20; i++) expect(await shown(i / 20), `at ${i}/20 of the loop`).toBeGreaterThan(0.33);
  });
});
