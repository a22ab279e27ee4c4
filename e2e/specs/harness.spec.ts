import { expect, test } from '../support/fixtures';

// The harness itself: the clock helper moves the world and the page together; worlds are isolated.

test('clock.advance moves the simulator clock and page.clock by the same amount', async ({ page, clock }) => {
  const start = await clock.install();
  await page.goto('/m/home');
  expect(await page.evaluate(() => Date.now())).toBe(start);
  const after = await clock.advance(90 * 60 * 1000);
  expect(after - start).toBe(90 * 60 * 1000);
  expect(await page.evaluate(() => Date.now())).toBe(after);
  expect(await clock.now()).toBe(after);
});

test('each test has its own world: the journal holds only this page’s calls', async ({ page, world }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(async () => (await world.control.journal(world.id)).map((e) => e.endpoint)).toContain('system.status');
  const other = await world.control.createWorld({ seed: 42 });
  try {
    expect(await world.control.journal(other.id)).toEqual([]);
  } finally {
    await world.control.deleteWorld(other.id);
  }
});

test('loginAs opens a session the site recognises: the header shows member actions', async ({ page, loginAs }) => {
  await loginAs('player01');
  await page.goto('/m/home');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Login' })).toHaveCount(0);
});
