import type { Page } from '@playwright/test';
import { expect, test, type World } from '../support/fixtures';

// G-017: the footer's unread counts for members; a trial (type 4) account never asks for unread counts.
// The counts with the chat flag CBS3 off are a component test of the app
// (packages/app/src/shared/unread/unread.test.tsx).

const memberItem = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Member', exact: true });
const unreadCalls = async (world: World) => [
  ...(await world.control.journal(world.id, 'member.inboxUnread')),
  ...(await world.control.journal(world.id, 'member.chatUnread')),
];

test('G-017: 5 unread mails and 3 unread chats show as two counts, each read on its own, never "8"; axe', async ({
  page,
  world,
  loginAs,
  axe,
}) => {
  await world.control.patchState(world.id, { unread: { player01: { inbox: 5, chat: 3 } } });
  await loginAs('player01');
  await page.goto('/m/home');
  const member = memberItem(page);
  await expect(member).toHaveAccessibleDescription('5 unread messages, 3 unread chats');
  await expect(member).toHaveAttribute('data-unread', 'true');
  await expect(member).toContainText('5');
  await expect(member).toContainText('3');
  await expect(member).not.toContainText('8');
  expect((await unreadCalls(world)).map((e) => `${e.endpoint} ${e.code}`).sort()).toEqual([
    'member.chatUnread OK',
    'member.inboxUnread OK',
  ]);
  await axe();
});

test('A-101, A-129: a trial user from /m/trail makes no unread-count or chat call and shows no count; axe', async ({
  page,
  world,
  axe,
}) => {
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
  await expect(memberItem(page)).toHaveAccessibleDescription('');
  await expect(memberItem(page)).not.toHaveAttribute('data-unread');
});
