import { expect, test } from '../support/fixtures';

// Settings cache, languages, theme.

test('a settings cache that fails to parse still loads the site and is replaced (A-009)', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('settings', '{"info": not json');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        try {
          return typeof JSON.parse(localStorage.getItem('settings') ?? '').info;
        } catch {
          return 'unparsable';
        }
      }),
    )
    .toBe('object');
});

test('switching the language to PT and VI changes the header texts and persists (A-167)', async ({ page, axe }) => {
  await page.goto('/m/home');
  const banner = page.getByRole('banner');
  await banner.getByLabel('Language').selectOption('pt');
  await expect(banner.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await axe();

  await banner.getByLabel('Idioma').selectOption('vi');
  await expect(banner.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Đăng ký' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await axe();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
});

test('the dark theme applies, passes axe and persists (A-170)', async ({ page, axe }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await axe();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test.describe('maintenance page in dark theme', () => {
  test.use({ scenario: 'maintenance' });
  test('passes axe', async ({ page, axe }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await axe();
  });
});
