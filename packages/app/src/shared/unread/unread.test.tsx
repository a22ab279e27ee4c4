import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { engine, loginAs, useWorld } from '../../test/server';
import { MARK_READ_THROTTLE_MS } from '../constants';
import { useSessionStore } from '../stores/session-store';
import { markAnnouncementRead } from './mark-announcement-read';

/** G-017, A-101, A-178: the footer's unread counts, and who may mark announcements read. */

const UNREAD_CALLS = ['member.inboxUnread', 'member.chatUnread'];

const memberLink = async () =>
  within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: /Member/ });
const unreadCalls = (worldId: string) =>
  engine
    .world(worldId)
    .journal.list()
    .filter((e) => e.endpoint !== null && UNREAD_CALLS.includes(e.endpoint));

describe('footer unread counts (G-017)', () => {
  it('shows the inbox count and the chat count apart, each readable on its own, never their sum', async () => {
    const worldId = useWorld();
    engine.world(worldId).patch({ unread: { player01: { inbox: 5, chat: 3 } } });
    loginAs(worldId, 'player01');
    renderApp('/m/home');
    await waitFor(async () => expect(await memberLink()).toHaveAccessibleDescription('5 unread messages, 3 unread chats'));
    const link = await memberLink();
    expect(link).toHaveAccessibleName('Member');
    expect(link).toHaveAttribute('data-unread', 'true');
    expect(link).not.toHaveTextContent('8');
  });

  it('one of each reads in the singular', async () => {
    const worldId = useWorld();
    engine.world(worldId).patch({ unread: { player01: { inbox: 1, chat: 1 } } });
    loginAs(worldId, 'player01');
    renderApp('/m/home');
    await waitFor(async () => expect(await memberLink()).toHaveAccessibleDescription('1 unread message, 1 unread chat'));
  });

  it('shows only the inbox count while the chat flag CBS3 is off, and makes no chat call', async () => {
    const worldId = useWorld();
    engine.world(worldId).patch({ settings: { info: { whitelabel: { CBS3: false } } }, unread: { player01: { inbox: 5, chat: 3 } } });
    loginAs(worldId, 'player01');
    renderApp('/m/home');
    await waitFor(async () => expect(await memberLink()).toHaveAccessibleDescription('5 unread messages'));
    // The one badge reads 5; the 3 unread chats show nowhere.
    expect(await memberLink()).toHaveTextContent('5');
    expect(await memberLink()).not.toHaveTextContent('3');
    expect(engine.world(worldId).journal.list('member.chatUnread')).toHaveLength(0);
  });

  it('goes away on logout', async () => {
    const worldId = useWorld();
    loginAs(worldId, 'player01');
    renderApp('/m/home');
    await waitFor(async () => expect(await memberLink()).toHaveAccessibleDescription(/unread/));
    useSessionStore.getState().clearSession();
    await waitFor(async () => expect(await memberLink()).toHaveAccessibleDescription(''));
    expect(await memberLink()).not.toHaveAttribute('data-unread');
  });

  it('a trial session (type 4) makes no unread call at all and shows no badge (A-101)', async () => {
    const worldId = useWorld('trial-user');
    loginAs(worldId, 'trial1');
    renderApp('/m/home');
    const link = await memberLink();
    // The settings load proves the frame is up; by then a member's counts would have been asked.
    await waitFor(() => expect(engine.world(worldId).journal.list('system.settings').length).toBeGreaterThan(0));
    expect(link).toHaveAccessibleName('Member');
    expect(link).toHaveAccessibleDescription('');
    expect(unreadCalls(worldId)).toEqual([]);
  });
});

describe('markAnnouncementRead (A§4, A-101)', () => {
  const noticeId = (worldId: string) => engine.world(worldId).state.announcements.find((a) => a.type === 'PL')!.id;

  it('marks read for a member, one call per throttle window', async () => {
    const worldId = useWorld();
    vi.useFakeTimers({ toFake: ['Date'], now: engine.world(worldId).clock.now() });
    loginAs(worldId, 'player01');
    const id = noticeId(worldId);
    expect(await markAnnouncementRead(id)).toBe(true);
    expect(await markAnnouncementRead(id)).toBe(false);
    vi.advanceTimersByTime(MARK_READ_THROTTLE_MS);
    expect(await markAnnouncementRead(id)).toBe(true);
    expect(
      engine
        .world(worldId)
        .journal.list('announcements.markRead')
        .map((e) => e.code),
    ).toEqual(['OK', 'OK']);
    expect(engine.world(worldId).state.unread.player01!.readAnnouncements).toEqual([id]);
  });

  it('does nothing for a guest or a trial session', async () => {
    const worldId = useWorld('trial-user');
    const id = noticeId(worldId);
    expect(await markAnnouncementRead(id)).toBe(false);
    loginAs(worldId, 'trial1');
    expect(await markAnnouncementRead(id)).toBe(false);
    expect(engine.world(worldId).journal.list('announcements.markRead')).toHaveLength(0);
  });
});
