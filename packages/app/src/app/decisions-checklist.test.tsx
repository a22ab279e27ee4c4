import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JACKPOT_CURRENCY } from '../features/games';
import { CHANGE_SAVED_TOAST_MS, LOGOUT_LOADING_MS, SUCCESS_TOAST_MS } from '../shared/constants';
import { routeMeta, routes } from '../shared/paths';
import { renderApp } from '../test/render-app';
import { engine, loginAs, useWorld } from '../test/server';

// What the design record (docs/decisions/) decided for [DECIDE] items of the checklist, checked on the site.

configure({ asyncUtilTimeout: 15_000 });

describe('decided items', () => {
  it('A-043: registration is only the /m/register (.html) popup over home, no page of its own', async () => {
    const registerPaths = Object.values(routes).filter((r) => /\/m\/register/.test(r.path));
    expect(registerPaths.map((r) => r.path)).toEqual(['/m/register']);
    expect(routeMeta('/m/register.html')).toMatchObject({ popup: true });
    useWorld();
    renderApp('/m/register.html', { homeUnderPopups: true });
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home', hidden: true })).toBeInTheDocument();
  });

  it('A-122: the privacy policy is its own page, /m/privacy, linked from the user agreement', async () => {
    expect(routes.privacy.path).toBe('/m/privacy');
    useWorld();
    renderApp('/m/useragreement');
    expect(await screen.findByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/m/privacy');
  });

  const unreadCounts = (worldId: string) =>
    engine
      .world(worldId)
      .journal.list()
      .filter((e) => e.endpoint === 'member.inboxUnread' || e.endpoint === 'member.chatUnread');

  it.each(['member40', 'agent041', 'agent042'])('A-130: %s (type 40, 41 or 42) asks for no inbox or chat count', async (user) => {
    const world = useWorld();
    loginAs(world, user);
    renderApp('/m/home');
    await screen.findByRole('region', { name: 'Member' });
    await waitFor(() => expect(engine.world(world).journal.list('wallet.member').length).toBeGreaterThan(0));
    expect(unreadCounts(world)).toEqual([]);
  });

  it('A-130: with CBS3 off a member keeps the inbox count and asks for no chat count', async () => {
    const world = useWorld();
    engine.world(world).patch({ settings: { info: { whitelabel: { CBS3: false } } }, unread: { player01: { inbox: 4 } } });
    loginAs(world, 'player01');
    renderApp('/m/home');
    const footer = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(footer).getByRole('link', { name: /Member/ })).toHaveAccessibleDescription('4 unread messages'));
    expect(unreadCounts(world).map((e) => e.endpoint)).toEqual(['member.inboxUnread']);
  });

  it("A-173: logout's loading hides after 9999 ms; success toasts last 1.5 s, 'Change saved' 1 s", () => {
    expect({ LOGOUT_LOADING_MS, SUCCESS_TOAST_MS, CHANGE_SAVED_TOAST_MS }).toEqual({
      LOGOUT_LOADING_MS: 9_999,
      SUCCESS_TOAST_MS: 1_500,
      CHANGE_SAVED_TOAST_MS: 1_000,
    });
  });

  it('G-026: /m/live is the list page (name search, vendor strip); /m/hot lists the hot games of every type with the Hot tab current', async () => {
    useWorld();
    const app = renderApp('/m/live');
    expect(await screen.findByRole('searchbox', { name: 'Game name' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vendors' })).toBeInTheDocument();
    await app.router.navigate('/m/hot');
    const hot = await screen.findByRole('list', { name: 'Hot games' });
    await waitFor(() => expect(within(hot).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(screen.getByRole('navigation', { name: 'Game categories' })).getByRole('link', { name: 'Hot' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("G-042: the jackpot counter shows the merchant's currency (BRL: R$), whatever the visitor's language", async () => {
    expect(JACKPOT_CURRENCY).toBe('BRL');
    useWorld();
    renderApp('/m/home');
    expect(await screen.findByRole('region', { name: 'Jackpot' })).toHaveTextContent(/R\$/);
  });
});
