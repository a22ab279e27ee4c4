import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { control, engine, loginAs, settled, useWorld } from '../../test/server';

// The one accessible status hook (docs/decisions/front-end.md "A-117, A-140, G-067"): an unread dot
// is the accessible description of the element that carries it, plus a data-unread attribute. The
// dots a visitor has none of, on the whole site through MSW and the simulator engine; the dots shown,
// with an axe scan, are e2e/specs/status-marks.spec.ts.

/** Every announcement of the world read by player01, and the other counts as given. */
async function readAllAnnouncements(worldId: string, counts: { chat?: number; inbox?: number }) {
  const ids = engine.world(worldId).state.announcements.map((a) => a.id);
  await control.patchState(worldId, { unread: { player01: { readAnnouncements: ids, ...counts } } });
}

async function openSupportMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
  await userEvent.click(await screen.findByRole('button', { name: 'More support' }));
  return screen.findByRole('dialog', { name: 'Support' });
}

const answered = (worldId: string, endpoint: string) => engine.world(worldId).journal.list(endpoint).length > 0;

const inboxButton = async () =>
  within(await screen.findByRole('region', { name: 'Latest announcements' })).findByRole('button', { name: /^Inbox$/ });

describe('A-117: support menu dots', () => {
  it('nothing unread: no entry is described or marked', async () => {
    const world = useWorld();
    await readAllAnnouncements(world, { chat: 0 });
    loginAs(world, 'player01');
    renderApp('/m/home');
    const menu = await openSupportMenu();
    expect(await within(menu).findByRole('button', { name: /^Live chat$/ })).toBeInTheDocument();
    // The counts have answered: a dot could only come from them.
    await waitFor(() => expect(answered(world, 'announcements.unread') && answered(world, 'member.chatUnread')).toBe(true));
    for (const name of ['Announcements', 'Live chat']) {
      const entry = within(menu).getByRole('button', { name: new RegExp(`^${name}$`) });
      expect(entry).toHaveAccessibleDescription('');
      expect(entry).not.toHaveAttribute('data-unread');
    }
  });
});

describe('A-140: the notice marquee inbox dot', () => {
  it('the inbox button is described with the unread count and carries data-unread', async () => {
    const world = useWorld();
    await readAllAnnouncements(world, { inbox: 4 });
    loginAs(world, 'player01');
    renderApp('/m/home');
    const inbox = await inboxButton();
    await expect.poll(() => inbox.getAttribute('data-unread')).toBe('true');
    expect(inbox).toHaveAccessibleDescription('4 unread');
  });

  it('a guest has nothing unread: no description, no data-unread', async () => {
    useWorld();
    renderApp('/m/home');
    const inbox = await inboxButton();
    await settled();
    expect(inbox).toHaveAccessibleDescription('');
    expect(inbox).not.toHaveAttribute('data-unread');
  });
});
