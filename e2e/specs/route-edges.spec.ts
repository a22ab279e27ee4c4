import type { Page } from '@playwright/test';
import { expect, test, type World } from '../support/fixtures';

// Route edges across pages, in the browser (decided in docs/decisions/account.md and support.md):
// A§2's return after a login, and A-123/A-132's two announcement pages. The edges one screen
// decides on its own are component tests of the app: a member on a popup route (A-003,
// app/frame.test.tsx), /m/activityDetail without an id and the member-only promotions call
// (G-081, G-084, features/promotions/activity-routes.test.tsx), and the two pages for a guest and
// an agent (A-123, A-132, features/support/support-pages.test.tsx).

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
});
