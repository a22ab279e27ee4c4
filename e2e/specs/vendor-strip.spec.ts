import { expect, test } from '../support/fixtures';

// The vendor strip's geometry is CSS (slides sized by a calc over the viewport), so only a browser
// can check it: G-031 in a real layout at the phone width of the suite, under the suite's reduced
// motion, where the arrows once stopped moving the strip (embla measured its slides from the
// transformed track after its first move: games.css positions the viewport).

test('G-031: the vendor strip shows All then the vendor logos, 4.5 slides in view with 10 px gaps, and prev/next arrows that scroll it', async ({
  page,
}) => {
  await page.goto('/m/rng');
  const strip = page.getByRole('group', { name: 'Vendors' });
  await expect(strip.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(strip.getByRole('button', { name: 'Previous vendors' })).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Next vendors' })).toBeVisible();

  // The slides: every button of the strip but its two arrows.
  const vendorSlides = strip.getByRole('button').filter({ hasNotText: /^[‹›]$/ });
  // All and the RNG vendors: more than 4.5, so the strip has something to scroll.
  await expect.poll(() => vendorSlides.count()).toBeGreaterThan(4);
  const count = await vendorSlides.count();
  await expect(vendorSlides.first()).toHaveText('All');
  // Every vendor slide after All carries its logo (mobileSmallIcon).
  for (let i = 1; i < count; i++) await expect(vendorSlides.nth(i).locator('img')).toHaveAttribute('src', /\S/);

  const box = async (i: number) => (await vendorSlides.nth(i).boundingBox())!;
  const viewport = await vendorSlides.first().evaluate((el) => el.parentElement!.parentElement!.getBoundingClientRect().width);
  const [a, b] = [await box(0), await box(1)];
  expect(b.x - (a.x + a.width)).toBeCloseTo(10, 0);
  // 4.5 slides and the 4 gaps between the first five fill the viewport.
  expect(Math.abs(4.5 * a.width + 4 * 10 - viewport)).toBeLessThan(1);

  await strip.getByRole('button', { name: 'Next vendors' }).click();
  await expect.poll(async () => (await box(0)).x).toBeLessThan(a.x);
  await strip.getByRole('button', { name: 'Previous vendors' }).click();
  await expect.poll(async () => (await box(0)).x).toBeCloseTo(a.x, 0);
});
