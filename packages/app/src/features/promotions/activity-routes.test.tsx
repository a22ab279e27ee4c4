import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { engine, loginAs, useWorld as makeWorld } from '../../test/server';

// The promotions routes' edges, as decided in docs/decisions/promotions.md (G-081, G-084), on the
// whole site through MSW and the simulator engine.

const journal = (worldId: string, endpoint?: string) => engine.world(worldId).journal.list(endpoint);

describe('/m/activityDetail without an id (G-081, decided)', () => {
  it.each(['/m/activityDetail', '/m/activityDetail?id=', '/m/activityDetail?id=abc', '/m/activityDetail?id=0'])(
    '%s is replaced by /m/activity',
    async (path) => {
      makeWorld();
      const app = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
      await waitFor(() => expect(`${app.pathname()}${app.search()}`).toBe('/m/activity'));
      expect(screen.queryByRole('heading', { level: 1, name: 'Promotion details' })).not.toBeInTheDocument();
    },
  );
});

describe('/m/activity sends no member-only call without a member (G-084)', () => {
  it('a guest: the list loads, promotions.available is never asked, no call is refused', async () => {
    const world = makeWorld();
    renderApp('/m/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'Show details' })).length).toBeGreaterThan(0);
    expect(journal(world, 'promotions.available')).toEqual([]);
    expect(
      journal(world)
        .filter((e) => e.status >= 400)
        .map((e) => `${e.endpoint} ${e.status}`),
    ).toEqual([]);
  });

  it('a trial account may not apply, so it does not ask which promotions it may apply for (no 403)', async () => {
    const world = makeWorld('trial-user');
    loginAs(world, 'trial1');
    renderApp('/m/activity');
    expect((await screen.findAllByRole('button', { name: 'Show details' })).length).toBeGreaterThan(0);
    await waitFor(() => expect(journal(world, 'promotions.mine')).toHaveLength(1));
    expect(journal(world, 'promotions.available')).toEqual([]);
    expect(
      journal(world)
        .filter((e) => e.status === 403)
        .map((e) => e.endpoint),
    ).toEqual([]);
  });

  it('a member still asks, once', async () => {
    const world = makeWorld();
    loginAs(world, 'player01');
    renderApp('/m/activity');
    expect((await screen.findAllByRole('button', { name: 'Show details' })).length).toBeGreaterThan(0);
    await waitFor(() => expect(journal(world, 'promotions.available').map((e) => e.status)).toEqual([200]));
  });
});

describe('/m/activity draws a promotion’s detail when it is opened', () => {
  it('a closed promotion holds no content; opening it shows its sanitized HTML, closing hides it', async () => {
    makeWorld();
    renderApp('/m/activity');
    const [show] = await screen.findAllByRole('button', { name: 'Show details' });
    const detail = document.getElementById(show!.getAttribute('aria-controls')!)!;
    expect(detail).not.toBeVisible();
    expect(detail.querySelector('.promo-content')).toBeNull();
    await userEvent.click(show!);
    expect(detail).toBeVisible();
    expect(detail.querySelector('.promo-content')?.textContent?.trim()).not.toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(detail).not.toBeVisible();
  });
});
