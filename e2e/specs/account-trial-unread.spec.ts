import type { Page } from '@playwright/test';
import { expect, test, type World } from '../support/fixtures';

// G-017: the footer's unread badge for members; a trial (type 4) account never asks for unread counts.

const memberItem = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Member/ });
const unreadCalls = async (world: World) => [
  ...(await world.control.journal(world.id, 'member.inboxUnread')),
  ...(await world.control.journal(world.id, 'member.chatUnread')),
];

test('player01 sees the seeded inbox + chat unread count on the member centre item (G-017); axe', async ({ page, world, loginAs, axe }) => {
  await loginAs('player01');
  const seeded = (await world.control.state(world.id)).unread.player01!;
  const total = seeded.inbox + seeded.chat;
  await page.goto('/m/home');
  await expect(memberItem(page)).toHaveAccessibleName(`Member (${total})`);
  await expect(memberItem(page)).toContainText(String(total));
  expect((await unreadCalls(world)).map((e) => `${e.endpoint} ${e.code}`).sort()).toEqual(['member.chatUnread OK', 'member.inboxUnread OK']);
  await axe();
});

test('a trial user from /m/trail makes no unread-count or chat call and shows no badge (A-101); axe', async ({ page, world, axe }) => {
  await page.goto('/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(memberItem(page)).toBeVisible();
  await axe();
  // The trial's member info has made its round trip after the session began: by then a member's
  // counts would have been asked for too (the settings were there before the session).
  await page.getByRole('button', { name: 'Open menu' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByText('Trial account')).toBeVisible();
  expect(await unreadCalls(world)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(memberItem(page)).toHaveAccessibleName('Member');
});
