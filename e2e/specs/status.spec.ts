import { expect, test } from '../support/fixtures';

// System status pages: A-152..A-155, G-007.

test.describe('maintenance (status 1)', () => {
  test.use({ scenario: 'maintenance' });
  test('shows the maintenance page with a contact-support button', async ({ page, axe }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
    await expect(page.getByText(/We are upgrading the platform/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', /\/pages\/chat/);
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await axe();
  });
});

test.describe('region restriction (status 2)', () => {
  test.use({ scenario: 'region-restricted' });
  test("shows the IP-restricted page with the visitor's IP and a contact-service button", async ({ page, world, axe }) => {
    const { settings } = await world.control.state(world.id);
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText(`Your IP: ${settings.location.ip}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', /\/pages\/chat/);
    await axe();
  });
});

test.describe('maintenance and region restriction together (A-153)', () => {
  test.use({ scenario: 'maintenance-and-region' });
  test('maintenance wins', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toHaveCount(0);
  });
});

test('switching a world to maintenance turns the open site into the maintenance page on its next load', async ({ page, world }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await world.control.applyScenario(world.id, 'maintenance');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  await world.control.patchState(world.id, { settings: { maintenance: false } });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
});

test('the default world (no cookie) follows the control API too', async ({ page, context, control }) => {
  await context.clearCookies();
  await control.applyScenario('default', 'maintenance');
  try {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  } finally {
    // reset() would keep the world's scenario: the default world goes back to its own.
    await control.applyScenario('default', 'default');
  }
});

test.describe('load failure (A-157)', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/] });
  test("with nothing cached a failed load shows 'Loading failed, click to retry', and retry loads the site", async ({
    page,
    world,
    axe,
  }) => {
    await world.control.addFaults(world.id, [
      { endpoint: 'system.settings', status: 500, code: 'unknown', times: 1 },
      { endpoint: 'system.status', status: 500, code: 'unknown', times: 1 },
    ]);
    await page.goto('/m/home');
    const retry = page.getByRole('button', { name: 'Loading failed, click to retry' });
    await expect(retry).toBeVisible();
    await axe();
    await retry.click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
