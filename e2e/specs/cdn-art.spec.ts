import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The simulated CDN draws the site's images (banners with their own title in the
// display language, game thumbnails, promotion images, lottery logos); every one loads.

/** An <img> that has loaded real pixels (not broken, not a placeholder still waiting). */
const loaded = (img: Locator) =>
  expect.poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0)), { timeout: 10_000 }).toBeGreaterThan(0);

test('home in PT: the banner image carries the PT title of the answer and loads; game thumbnails load', async ({ page, axe }) => {
  await page.goto('/m/home');
  await page.getByRole('banner').getByLabel('Language').selectOption('pt');
  const banner = page.getByRole('img', { name: 'Bônus de boas-vindas 100%' });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('src', /\/cdn\/banners\/m_home-1\.svg\?lang=pt&title=B%C3%B4nus/);
  await loaded(banner);
  const thumbs = page.getByRole('button', { name: /^Jogar / }).locator('img');
  await expect(thumbs.first()).toHaveAttribute('src', /\/cdn\/games\//);
  for (const i of [0, 1, 2]) await loaded(thumbs.nth(i));
  await axe();
});

test('lottery lobby in VI: tabs and names in Vietnamese, each lottery with its logo', async ({ page }) => {
  await page.goto('/m/lott');
  await expect(page.getByRole('tab', { name: 'Fast Lottery' })).toBeVisible();
  await page.getByLabel('Language').selectOption('vi');
  await expect(page.getByRole('tab', { name: 'Xổ số nhanh' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Miền Bắc' });
  await expect(card).toBeVisible();
  const logo = card.locator('img');
  await expect(logo).toHaveAttribute('src', /\/cdn\/lottery\/vn_north\.svg$/);
  await loaded(logo);
});

test('promotions in PT: categories and titles in Portuguese, images drawn with the same title', async ({ page }) => {
  await page.goto('/m/activity');
  await expect(page.getByRole('tab', { name: 'Deposit' })).toBeVisible();
  await page.getByLabel('Language').selectOption('pt');
  await expect(page.getByRole('tab', { name: 'Depósito' })).toBeVisible();
  const promo = page.getByRole('article', { name: 'Bônus de 100% no primeiro depósito' });
  await expect(promo).toBeVisible();
  const image = promo.locator('img').first();
  await expect(image).toHaveAttribute('src', /\/cdn\/promos\/promo-1-1\.svg\?lang=pt&title=/);
  await loaded(image);
});
