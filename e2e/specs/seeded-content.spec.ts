import { expect, test } from '../support/fixtures';

// The seeded content is whole. The first announcement of the default world shows
// an image that loads and a link that lands on a real page of the site.

test('the first announcement: its image loads and its link opens the first deposit bonus; axe', async ({ page, loginAs, axe }) => {
  await loginAs('player01');
  await page.goto('/m/home');
  // As a user: the support menu opens the announcements, the first one opens.
  await page.getByRole('button', { name: 'Contact us' }).click();
  await page.getByRole('button', { name: 'More support' }).click();
  await page.getByRole('dialog', { name: 'Support' }).getByRole('button', { name: 'Announcements', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Deposit channel update');
  const first = page.getByRole('button', { name: /Deposit channel update/ });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const image = page.getByRole('img', { name: '100% first deposit bonus' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await axe();
  await page.getByRole('link', { name: 'See the first deposit bonus' }).click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=1$/);
  await expect(page.getByRole('heading', { name: '100% first deposit bonus' }).first()).toBeVisible();
});
