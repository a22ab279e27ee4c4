import type { Page } from '@playwright/test';
import { expect, test, type World } from '../support/fixtures';

// The one accessible status hook (docs/decisions/front-end.md "A-117, A-140, G-067"): an unread dot or a
// highlight is the accessible description of the element that carries it, plus a data-unread /
// data-highlight attribute. Screen readers and these tests read the same description.

async function openSupportMenu(page: Page) {
  await page.getByRole('button', { name: 'Contact us' }).click();
  await page.getByRole('button', { name: 'More support' }).click();
  return page.getByRole('dialog', { name: 'Support' });
}

/** Every announcement of the world read by player01: only the inbox count is left unread. */
async function readAllAnnouncements(world: World, extra: Record<string, unknown> = {}) {
  const ids = (await world.control.state(world.id)).announcements.map((a) => a.id);
  await world.control.patchState(world.id, { unread: { player01: { readAnnouncements: ids, ...extra } } });
}

test.describe('A-117: support menu dots', () => {
  test('announcements and live chat are described "unread" and carry data-unread; messages carry nothing; axe', async ({
    page,
    loginAs,
    axe,
  }) => {
    await loginAs('player01');
    await page.goto('/m/home');
    const menu = await openSupportMenu(page);
    for (const name of ['Announcements', 'Live chat']) {
      const entry = menu.getByRole('button', { name, exact: true });
      await expect(entry).toHaveAccessibleDescription('unread');
      await expect(entry).toHaveAttribute('data-unread', 'true');
    }
    const messages = menu.getByRole('button', { name: 'Messages', exact: true });
    await expect(messages).toHaveAccessibleDescription('');
    await expect(messages).not.toHaveAttribute('data-unread');
    await axe();
  });

  test('nothing unread: no entry is described or marked', async ({ page, world, loginAs }) => {
    await readAllAnnouncements(world, { chat: 0 });
    await loginAs('player01');
    await page.goto('/m/home');
    const menu = await openSupportMenu(page);
    await expect(menu.getByRole('button', { name: 'Live chat', exact: true })).toBeVisible();
    for (const name of ['Announcements', 'Live chat']) {
      const entry = menu.getByRole('button', { name, exact: true });
      await expect(entry).toHaveAccessibleDescription('');
      await expect(entry).not.toHaveAttribute('data-unread');
    }
  });
});

test.describe('A-140: the notice marquee inbox dot', () => {
  test('the inbox button is described with the unread count and carries data-unread', async ({ page, world, loginAs }) => {
    await readAllAnnouncements(world, { inbox: 4 });
    await loginAs('player01');
    await page.goto('/m/home');
    const inbox = page.getByRole('region', { name: 'Latest announcements' }).getByRole('button', { name: 'Inbox', exact: true });
    await expect(inbox).toHaveAccessibleDescription('4 unread');
    await expect(inbox).toHaveAttribute('data-unread', 'true');
  });

  test('a guest has nothing unread: no description, no data-unread', async ({ page }) => {
    await page.goto('/m/home');
    const inbox = page.getByRole('region', { name: 'Latest announcements' }).getByRole('button', { name: 'Inbox', exact: true });
    await expect(inbox).toBeVisible();
    await expect(inbox).toHaveAccessibleDescription('');
    await expect(inbox).not.toHaveAttribute('data-unread');
  });
});

test.describe('G-067: the highlighted lottery tile', () => {
  test.use({ timezoneId: 'UTC' });
  test('a tile whose betting closes within 24 h is described so and carries data-highlight; one further off is not', async ({
    page,
    clock,
    axe,
  }) => {
    await clock.install({ paused: false });
    await page.goto('/m/lott');
    await page.getByRole('tab', { name: 'Vietnam Lottery' }).click();
    const tiles = page.getByRole('list', { name: 'All' });
    // World Monday 12:00 UTC: Mien Bac draws tomorrow 11:15 (within a day); Da Nang on Wednesday.
    const soon = tiles.getByRole('button', { name: /^Mien Bac/ });
    await expect(soon).toHaveAccessibleDescription('Betting closes within 24 hours');
    await expect(soon).toHaveAttribute('data-highlight', 'true');
    const later = tiles.getByRole('button', { name: /^Da Nang/ });
    await expect(later).toBeVisible();
    await expect(later).toHaveAccessibleDescription('');
    await expect(later).not.toHaveAttribute('data-highlight');
    await axe();
  });
});
