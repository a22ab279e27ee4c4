import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The one accessible status hook (docs/decisions/front-end.md "A-117, A-140, G-067"): an unread dot or a
// highlight is the accessible description of the element that carries it, plus a data-unread /
// data-highlight attribute. Screen readers and these tests read the same description. The marks a
// visitor has none of are component tests of the app
// (packages/app/src/features/support/support-pages.test.tsx).

async function openSupportMenu(page: Page) {
  await page.getByRole('button', { name: 'Contact us' }).click();
  await page.getByRole('button', { name: 'More support' }).click();
  return page.getByRole('dialog', { name: 'Support' });
}

test.describe('A-117, A-140: the support menu dots and the notice marquee inbox dot', () => {
  test('announcements and live chat are described "unread" and carry data-unread; messages carry nothing; the inbox button is described with its count; axe', async ({
    page,
    loginAs,
    axe,
  }) => {
    await loginAs('player01');
    await page.goto('/m/home');
    const inbox = page.getByRole('region', { name: 'Latest announcements' }).getByRole('button', { name: 'Inbox', exact: true });
    await expect(inbox).toHaveAccessibleDescription('6 unread');
    await expect(inbox).toHaveAttribute('data-unread', 'true');
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
