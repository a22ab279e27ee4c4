import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../../shared/storage-keys';
import { renderApp } from '../../../test/render-app';
import { useServerClockStore } from '../../../shared/time/server-clock';
import { followSimulatedClock } from '../../../shared/time/follow-simulated-clock';
import { addFaults, engine, loginAs, useWorld } from '../../../test/server';

/** The login popup is a lazy chunk (the form and react-hook-form): its first load in a worker can take seconds on a busy machine. */
const POPUP_WAIT = { timeout: 15_000 };

// The lobby is a lazy chunk and two other suites share the CPU: allow more than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

const tileList = () => screen.getByRole('list', { name: /^(All|Hot|Favourites|Recent)$/ });
const tileNames = () =>
  within(tileList())
    .getAllByRole('button', { pressed: undefined })
    .filter((b) => !b.getAttribute('aria-label'))
    .map((b) => b.querySelector('.lott-tile-name')?.textContent);

describe('lottery lobby /m/lott', () => {
  it('shows ALL plus the server categories and the sub-tabs all, hot, fav, recent (G-056)', async () => {
    useWorld();
    renderApp('/m/lott');
    const menu = await screen.findByRole('tablist', { name: 'Lottery categories' });
    expect(
      within(menu)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['ALL', 'Vietnam Lottery', 'Fast Lottery', 'RB Stock', 'GPI Lottery']);
    const sub = screen.getByRole('tablist', { name: 'Lottery lists' });
    expect(
      within(sub)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Hot', 'Favourites', 'Recent']);
  });

  it("the tiles' logos wait until near the viewport and decode off the main thread; none asks for high priority", async () => {
    useWorld();
    renderApp('/m/lott');
    await waitFor(() => expect(tileNames().length).toBeGreaterThan(0));
    const logos = [...tileList().querySelectorAll('img.lott-logo')];
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('decoding', 'async');
      expect(logo).not.toHaveAttribute('fetchpriority');
    }
  });

  it('asks the menu in the display language: a switch to PT or VI reloads the tabs and names translated', async () => {
    useWorld();
    renderApp('/m/lott');
    await screen.findByRole('tab', { name: 'Fast Lottery' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt');
    expect(await screen.findByRole('tab', { name: 'Loteria rápida' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Fast Lottery' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'vi');
    expect(await screen.findByRole('tab', { name: 'Xổ số nhanh' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Miền Bắc' })).toBeInTheDocument();
  });

  it('the card shows the previous draw date, ten tiers GB..G9 with balls, a countdown and play (G-060, G-061)', async () => {
    useWorld();
    renderApp('/m/lott');
    const card = await screen.findByRole('article', { name: 'Mien Bac' });
    expect(within(card).getByText('Previous draw Mon, 01/05/2026')).toBeInTheDocument();
    const labels = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(labels).toEqual(['GB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9']);
    expect(within(card).getAllByRole('definition')[0]?.textContent).toMatch(/^\d{6}$/);
    // Next Mien Bac draw: tomorrow 11:15 UTC, 23 h 15 min after the world's 12:00.
    expect(within(card).getByRole('timer', { name: 'Draw in' }).textContent).toMatch(/^23:1[45]:\d\d$/);
    expect(within(card).getByRole('button', { name: 'Play Mien Bac' })).toBeInTheDocument();
  });

  it("a lottery not on sale shows '--:--:--' (G-063)", async () => {
    useWorld();
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('button', { name: /^2-Minute Lotto/ }));
    const card = await screen.findByRole('article', { name: '2-Minute Lotto' });
    expect(within(card).getByRole('timer').textContent).toBe('--:--:--');
  });

  it('hides History Result for vietnam_rb_stock and shows it elsewhere (G-057)', async () => {
    useWorld();
    renderApp('/m/lott');
    expect(await screen.findByRole('button', { name: 'History Result' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'RB Stock' }));
    expect(await screen.findByRole('article', { name: 'RB Stock 5 Min' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History Result' })).not.toBeInTheDocument();
  });

  it('the GPI category shows the vendor game list (G-058)', async () => {
    useWorld();
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('tab', { name: 'GPI Lottery' }));
    expect(await screen.findByRole('button', { name: 'Play GPI Keno' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Play GPI / })).toHaveLength(5);
  });

  it('the weekly panel lists each lottery on its draw days and highlights the current one (G-059)', async () => {
    useWorld();
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('tab', { name: 'Vietnam Lottery' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Ho Chi Minh/ }));
    const weekly = screen.getByRole('region', { name: 'Weekly draws' });
    const day = (name: string) => within(weekly).getByRole('heading', { name: new RegExp(`^${name}`) }).parentElement as HTMLElement;
    // Ho Chi Minh draws on 2 (Monday) and 7 (Saturday).
    expect(within(day('Mon')).getByText('Ho Chi Minh')).toHaveAttribute('aria-current', 'true');
    expect(within(day('Sat')).getByText('Ho Chi Minh')).toBeInTheDocument();
    expect(within(day('Sun')).queryByText('Ho Chi Minh')).not.toBeInTheDocument();
    expect(within(day('Sun')).getByText('Thua Thien Hue')).not.toHaveAttribute('aria-current');
  });

  it("the weekly panel's today is the world's day, not the device's (a phone on Sunday, the world on Monday)", async () => {
    useWorld();
    // 29 November 2026 is a Sunday; the world is Monday 5 January 2026.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 29, 9, 0) });
    try {
      renderApp('/m/lott');
      const weekly = await screen.findByRole('region', { name: 'Weekly draws' });
      expect(within(weekly).getByRole('heading', { name: 'Mon (today)' })).toBeInTheDocument();
      expect(within(weekly).getByRole('heading', { name: 'Sun' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("countdowns read the world's clock: frozen, the device's time moves nothing; a move of the world shows at once and reloads the menu", async () => {
    const id = useWorld();
    const world = engine.world(id);
    renderApp('/m/lott');
    const timer = within(await screen.findByRole('article', { name: 'Mien Bac' })).getByRole('timer', { name: 'Draw in' });
    // What the development build learns from the simulator: the world's clock stands still.
    act(() => followSimulatedClock(world.clock.read()));
    // Stopping is a jump of the server's clock too: the menu is asked again once.
    await waitFor(() => expect(world.journal.list('lottery.menu')).toHaveLength(2));
    const shown = timer.textContent;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_000 });
    try {
      // A re-read of the clock (as a tick does) on a device 5 s later: the frozen world shows the same.
      act(() => useServerClockStore.setState({}));
      expect(timer.textContent).toBe(shown);
      // The world moved an hour on (dev panel, control API): the countdown follows with no reload of the page.
      world.clock.advance(3_600_000);
      act(() => followSimulatedClock(world.clock.read()));
      expect(timer.textContent).toMatch(/^22:1[45]:\d\d$/);
      // G-068: the refresh planned on the old time is stale: the menu is asked again at once.
      await waitFor(() => expect(world.journal.list('lottery.menu')).toHaveLength(3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('favourites need a login: a guest tapping a star or the fav tab gets the login popup over /m/lott (G-053)', async () => {
    useWorld();
    const app = renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('button', { name: 'Add 1-Minute Lotto to favourites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' }, POPUP_WAIT);
    expect(app.pathname()).toBe('/m/lott');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
    expect(app.pathname()).toBe('/m/lott');
    await userEvent.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Login' }, POPUP_WAIT)).toBeInTheDocument();
    expect(app.pathname()).toBe('/m/lott');
  });

  it('a member favourite goes first, is kept under LOTTFAV by user name, and unstarring on the fav tab removes the tile (G-055)', async () => {
    const world = useWorld();
    loginAs(world, 'player01');
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('tab', { name: 'Fast Lottery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 3-Minute Lotto to favourites' }));
    expect(tileNames()[0]).toBe('3-Minute Lotto');
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.lottFav) ?? '{}')).toEqual({ player01: [1003] });

    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(tileNames()).toEqual(['3-Minute Lotto']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove 3-Minute Lotto from favourites' }));
    expect(await screen.findByText('No favourite lotteries yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /3-Minute Lotto/ })).not.toBeInTheDocument();
  });

  it('the history modal searches games and lists their draws, with more history (G-062)', async () => {
    useWorld();
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('button', { name: 'History Result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draw history' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search games' }), 'minh');
    const select = within(dialog).getByRole('combobox', { name: 'Game' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ho Chi Minh']);
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(11));
    expect(within(dialog).getAllByRole('row')[1]?.textContent).toContain('20260105');
    await userEvent.click(within(dialog).getByRole('button', { name: 'More history' }));
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(21));
  });

  it('a member playing a LOTT lottery goes to /m/launchGame with its query (G-075, G-076)', async () => {
    const world = useWorld();
    loginAs(world, 'player01');
    const app = renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('tab', { name: 'Fast Lottery' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Play 1-Minute Lotto' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/launchGame'));
    const query = Object.fromEntries(new URLSearchParams(app.search()));
    expect(Object.keys(query).sort()).toEqual(['code', 'gameGroupId', 'gameId', 'name', 'pageBack', 'playType', 'prize_mode']);
    // FAST1 is seeded as LOTT, Tradition, game 1001 in group 10 (G-076); the name titles the launch page.
    expect(query).toMatchObject({
      code: 'FAST1',
      gameId: '1001',
      gameGroupId: '10',
      playType: 'trad',
      pageBack: 'home',
      name: '1-Minute Lotto',
    });
  });

  it('a guest tapping play gets the login popup over the lobby (G-074)', async () => {
    useWorld();
    const app = renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('button', { name: 'Play Mien Bac' }));
    expect(await screen.findByRole('dialog', { name: 'Login' }, POPUP_WAIT)).toBeInTheDocument();
    expect(app.pathname()).toBe('/m/lott');
  });

  it('the hot tab lists the top lotteries; the recent tab the Vietnam ones, most recently drawn first (G-056, G-071)', async () => {
    useWorld();
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('tab', { name: 'Hot' }));
    expect(tileNames()).toEqual(['Mien Bac', '1-Minute Lotto', '5-Minute Keno']);
    await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    // World Monday 12:00 UTC: RB Stock drew at 12:00, Mien Bac 11:15, Ho Chi Minh and Hue 10:15 (code order), Da Nang on Saturday.
    await waitFor(() => expect(tileNames()).toEqual(['RB Stock 5 Min', 'Mien Bac', 'Ho Chi Minh', 'Thua Thien Hue', 'Da Nang']));
  });

  it('a recent list lost to the network says so and offers the retry, which lists it; the menu stays (A-157, A-158)', async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'lottery.recent', drop: true, times: 1 }]);
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('tab', { name: 'Recent' }));
    expect(await screen.findByText('The network is slow or offline. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('No lotteries here')).not.toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Lottery categories' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Loading failed, click to retry' }));
    await waitFor(() => expect(tileNames()).toEqual(['RB Stock 5 Min', 'Mien Bac', 'Ho Chi Minh', 'Thua Thien Hue', 'Da Nang']));
  });

  it('picking a menu item scrolls to the bottom of the banner (G-069)', async () => {
    useWorld();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('tab', { name: 'Fast Lottery' }));
    const banner = screen.getByText('Draws around the clock').parentElement as HTMLElement;
    expect(scrollTo).toHaveBeenCalledWith({ top: banner.getBoundingClientRect().bottom + window.scrollY, behavior: 'smooth' });
  });

  it("a menu that never loaded shows 'Loading failed, click to retry', not an empty lobby; retry loads it (A-157)", async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'lottery.menu', status: 500, code: 'unknown', times: 1 }]);
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByRole('tablist', { name: 'Lottery categories' })).toBeInTheDocument();
    expect(screen.queryByText('No lotteries here')).not.toBeInTheDocument();
  });
});
