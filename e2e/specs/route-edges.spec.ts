import type { Page } from '@playwright/test';
import { expect, test, type World } from '../support/fixtures';

// Route edges, each with the behaviour a user expects (decided in docs/decisions/account.md,
// promotions.md and support.md): A-003, G-081, A-123, A-132, G-084.

test.describe('/m/login, /m/register and /m/forget for a member (A-003, decided)', () => {
  for (const path of ['/m/login', '/m/register', '/m/forget']) {
    test(`a logged-in member opening ${path} lands on /m/home without a popup`, async ({ page, loginAs }) => {
      await loginAs('player01');
      await page.goto(path);
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('a guest sent to the login by a page that needs a session is back on that page after logging in (A§2)', async ({ page }) => {
    await page.goto('/m/feedback');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    await dialog.getByLabel('Username', { exact: true }).fill('player01');
    await dialog.getByLabel('Password', { exact: true }).fill('Test1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/feedback$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('a guest opening /m/login still gets the popup over home', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe('/m/activityDetail without an id (G-081, decided)', () => {
  for (const path of ['/m/activityDetail', '/m/activityDetail?id=', '/m/activityDetail?id=abc', '/m/activityDetail?id=0']) {
    test(`${path} is replaced by /m/activity`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/m\/activity$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Promotion details' })).toHaveCount(0);
    });
  }
});

/** One announcement of each kind the two pages tell apart (home group). */
async function oneOfEachKind(world: World) {
  const at = (id: number, type: string, title: string) => ({
    id,
    type,
    groupName: 'm_home',
    title,
    content: `<p>${title}.</p>`,
    startDate: `2026-01-0${id - 90}`,
    read: false,
    imageUrl: '',
    sequence: id,
  });
  await world.control.patchState(world.id, {
    announcements: [at(91, 'PL', 'Notice for every player'), at(92, 'PR', 'Promotion announcement'), at(93, 'A', 'Notice for agents')],
  } as never);
}

const TITLES = ['Notice for every player', 'Promotion announcement', 'Notice for agents'];

/** The known titles a page lists, in its order. */
const titlesOn = async (page: Page, path: string, heading: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  const items = page.getByRole('main').getByRole('list').getByRole('button');
  await expect(items.first()).toBeVisible();
  return (await items.allTextContents()).map((text) => TITLES.find((t) => text.includes(t)) ?? text);
};

test.describe('/m/notice and /m/message show what they name (A-123, A-132, decided)', () => {
  test('a member: /m/notice the public announcements (promotions too), /m/message their own notices', async ({ page, world, loginAs }) => {
    await oneOfEachKind(world);
    await loginAs('player01');
    expect(await titlesOn(page, '/m/notice', 'Announcements')).toEqual(['Promotion announcement', 'Notice for every player']);
    expect(await titlesOn(page, '/m/message', 'Notices')).toEqual(['Notice for every player']);
  });

  test('an agent: the agent notice is on /m/message, not on the public /m/notice', async ({ page, world, loginAs }) => {
    await oneOfEachKind(world);
    await loginAs('agent001');
    expect(await titlesOn(page, '/m/message', 'Notices')).toEqual(['Notice for agents', 'Notice for every player']);
    expect(await titlesOn(page, '/m/notice', 'Announcements')).toEqual(['Promotion announcement', 'Notice for every player']);
  });

  test('a guest reads /m/notice; /m/message asks for a login', async ({ page, world }) => {
    await oneOfEachKind(world);
    expect(await titlesOn(page, '/m/notice', 'Announcements')).toEqual(['Promotion announcement', 'Notice for every player']);
    await page.goto('/m/message');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });
});

test.describe('/m/activity sends no member-only call without a member (G-084)', () => {
  const available = (world: World) => world.control.journal(world.id, 'promotions.available');

  test('a guest: the list loads, promotions.available is never asked', async ({ page, world }) => {
    await page.goto('/m/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show details' }).first()).toBeVisible();
    expect(await available(world)).toEqual([]);
    expect((await world.control.journal(world.id)).filter((e) => e.status >= 400).map((e) => `${e.endpoint} ${e.status}`)).toEqual([]);
  });

  test.describe('a trial account', () => {
    test.use({ scenario: 'trial-user' });
    test('may not apply, so it does not ask which promotions it may apply for (no 403)', async ({ page, world, loginAs }) => {
      await loginAs('trial1');
      await page.goto('/m/activity');
      await expect(page.getByRole('button', { name: 'Show details' }).first()).toBeVisible();
      await expect.poll(async () => (await world.control.journal(world.id, 'promotions.mine')).length).toBe(1);
      expect(await available(world)).toEqual([]);
      expect((await world.control.journal(world.id)).filter((e) => e.status === 403).map((e) => e.endpoint)).toEqual([]);
    });
  });

  test('a member still asks, once', async ({ page, world, loginAs }) => {
    await loginAs('player01');
    await page.goto('/m/activity');
    await expect(page.getByRole('button', { name: 'Show details' }).first()).toBeVisible();
    await expect.poll(async () => (await available(world)).map((e) => e.status)).toEqual([200]);
  });
});
