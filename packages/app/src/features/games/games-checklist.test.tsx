import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_SAVED_TOAST_MS, FAVOURITE_LOADING_MS, GAMES_LANGUAGE_DEBOUNCE_MS, NAME_SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, releaseLatency, useWorld } from '../../test/server';

// The game list items of the checklist, each test named by the item it asserts, on the whole site
// through MSW and the simulator engine.

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  vi.useRealTimers();
});

const tiles = () => within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem');
// The journal keeps the query as sent: every value a string.
const listCalls = (worldId: string) =>
  engine
    .world(worldId)
    .journal.list('games.list')
    .map((e) => e.query as Record<string, unknown>);
const firstPage = async (count = 25) => waitFor(() => expect(tiles()).toHaveLength(count));

describe('category routes', () => {
  it.each([
    ['/m/hot', 'Hot'],
    ['/m/rng', 'Slots'],
    ['/m/inhouse', 'In-house games'],
    ['/m/pvp', 'Card games'],
    ['/m/fish', 'Fishing'],
    ['/m/live', 'Live casino'],
    ['/m/sports', 'Sports'],
    ['/m/esports', 'Esports'],
    ['/m/lott', 'Lottery'],
    ['/m/cockfight', 'Cockfight'],
  ])('G-023: %s is a category page of its own (%s)', async (path, title) => {
    useWorld();
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(app.pathname()).toBe(path);
  });
});

describe('list page', () => {
  it('G-032: the list page has the name filter, the filter panel, the results, the jackpot counter with its currency, the empty and loading states', async () => {
    const world = useWorld();
    renderApp('/m/rng');
    await firstPage();
    expect(screen.getByRole('searchbox', { name: 'Game name' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jackpot' })).toHaveTextContent(/R\$/);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByLabelText('Game type')).toBeInTheDocument();
    // The live region around the results: the list inside it is cleared by a new search.
    const results = screen.getByRole('list', { name: 'Games' }).parentElement!;
    await addFaults(world, [{ endpoint: 'games.list', latencyMs: 60_000, times: 1 }]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Game name' }), { target: { value: 'zzzz-no-such-game' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(within(results).getByRole('status')).toHaveTextContent('Please wait...');
    releaseLatency();
    expect(await screen.findByText('No games found')).toBeInTheDocument();
  });

  it('G-034: the filter bar: Enter submits the name; Favourites and Recent ask a guest to log in, Hot does not', async () => {
    const world = useWorld();
    renderApp('/m/rng');
    await firstPage();
    const search = screen.getByRole('searchbox', { name: 'Game name' });
    await userEvent.type(search, 'golden{Enter}');
    expect(screen.getByRole('button', { name: 'Remove filter Name: golden' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls(world).at(-1)).toMatchObject({ gameName: 'golden' }));
    const lists = screen.getByRole('group', { name: 'Game lists' });
    await userEvent.click(within(lists).getByRole('button', { name: 'Hot' }));
    expect(within(lists).getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    for (const name of ['Favourites', 'Recent']) {
      await userEvent.click(within(lists).getByRole('button', { name }));
      const login = await screen.findByRole('dialog', { name: 'Login' });
      expect(within(lists).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(within(login).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
    }
  });

  it('G-035: removable filter chips, a result list with load-more, and an empty state', async () => {
    useWorld();
    renderApp('/m/rng');
    await firstPage();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Vendors' })).getByRole('button', { name: 'PG Soft' }));
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter PG Soft' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Game name' }), 'zzzz-no-such-game{Enter}');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Name: zzzz-no-such-game' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter PG Soft' }));
    await firstPage();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('G-037: the name search is trimmed and sent 500 ms after the last keystroke, not before', async () => {
    // The spec's value, pinned here; the component reads the constant.
    expect(NAME_SEARCH_DEBOUNCE_MS).toBe(500);
    const world = useWorld();
    renderApp('/m/rng');
    await firstPage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const named = () => listCalls(world).filter((q) => q.gameName);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Game name' }), { target: { value: '  gol' } });
    await act(() => vi.advanceTimersByTimeAsync(NAME_SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Game name' }), { target: { value: '  golden ' } });
    await act(() => vi.advanceTimersByTimeAsync(NAME_SEARCH_DEBOUNCE_MS - 1));
    expect(named()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(named()).toHaveLength(1));
    expect(named()[0]).toMatchObject({ gameName: 'golden', pageNo: '1' });
  });

  it('G-038: the first load replaces, later loads append while pageNum < totalPages; a new list or a removed chip starts again at page 1', async () => {
    const world = useWorld();
    renderApp('/m/rng');
    await firstPage();
    const first = tiles()[0]!.textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await firstPage(50);
    expect(tiles()[0]!.textContent).toBe(first);
    expect(listCalls(world).at(-1)).toMatchObject({ pageNo: '2' });
    // Page through to the end: the button goes once pageNum reaches totalPages.
    while (screen.queryByRole('button', { name: 'Load more' })) {
      const before = tiles().length;
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(tiles().length).toBeGreaterThan(before));
    }
    const pages = listCalls(world).length;
    const lists = screen.getByRole('group', { name: 'Game lists' });
    await userEvent.click(within(lists).getByRole('button', { name: 'Hot' }));
    await userEvent.click(within(lists).getByRole('button', { name: 'All' }));
    await firstPage();
    expect(
      listCalls(world)
        .slice(pages)
        .map((q) => q.pageNo),
    ).toEqual(['1']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Game name' }), 'golden{Enter}');
    await waitFor(() => expect(listCalls(world).at(-1)).toMatchObject({ gameName: 'golden', pageNo: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Name: golden' }));
    await firstPage();
    expect(listCalls(world).at(-1)).toMatchObject({ gameName: '', pageNo: '1' });
  });
});

describe('favourites', () => {
  it("G-048: a member's star shows 'Please wait...' (3 s), POSTs the add or DELETEs the remove, then 'Change saved' (1 s); a failure only hides the loading", async () => {
    expect([FAVOURITE_LOADING_MS, CHANGE_SAVED_TOAST_MS]).toEqual([3_000, 1_000]);
    const world = useWorld();
    loginAs(world, 'player01');
    renderApp('/m/rng');
    await firstPage();
    const tile = tiles()[2]!;
    const name = within(tile)
      .getByRole('button', { name: /^Play / })
      .getAttribute('aria-label')!
      .replace(/^Play /, '');

    await addFaults(world, [{ endpoint: 'games.addFavourite', latencyMs: 60_000, times: 1 }]);
    await userEvent.click(within(tile).getByRole('button', { name: `Add ${name} to favourites` }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts).toEqual([
        expect.objectContaining({ kind: 'loading', messageKey: 'in_please_wait', durationMs: FAVOURITE_LOADING_MS }),
      ]),
    );
    releaseLatency();
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(useUiStore.getState().toasts).toEqual([expect.objectContaining({ kind: 'success', durationMs: CHANGE_SAVED_TOAST_MS })]);
    expect(within(tile).getByRole('button', { name: `Remove ${name} from favourites` })).toBeInTheDocument();
    expect(
      engine
        .world(world)
        .journal.list('games.addFavourite')
        .map((e) => e.method),
    ).toEqual(['POST']);

    act(() => useUiStore.setState({ toasts: [] }));
    await userEvent.click(within(tile).getByRole('button', { name: `Remove ${name} from favourites` }));
    await waitFor(() => expect(within(tile).getByRole('button', { name: `Add ${name} to favourites` })).toBeInTheDocument());
    expect(
      engine
        .world(world)
        .journal.list('games.removeFavourite')
        .map((e) => e.method),
    ).toEqual(['DELETE']);

    act(() => useUiStore.setState({ toasts: [] }));
    await addFaults(world, [{ endpoint: 'games.addFavourite', status: 500, code: 'unknown', times: 1 }]);
    await userEvent.click(within(tile).getByRole('button', { name: `Add ${name} to favourites` }));
    await waitFor(() => expect(engine.world(world).journal.list('games.addFavourite')).toHaveLength(2));
    await waitFor(() => expect(useUiStore.getState().toasts.some((t) => t.kind === 'loading')).toBe(false));
    expect(screen.queryByText('Change saved')).not.toBeInTheDocument();
    expect(within(tile).getByRole('button', { name: `Add ${name} to favourites` })).toBeInTheDocument();
  });
});

describe('language', () => {
  it('G-104: a language change reloads the game list 250 ms later, and the list and promotion calls carry the language', async () => {
    expect(GAMES_LANGUAGE_DEBOUNCE_MS).toBe(250);
    const world = useWorld();
    const app = renderApp('/m/rng');
    await firstPage();
    expect(listCalls(world).at(-1)).toMatchObject({ language: 'en' });
    const calls = listCalls(world).length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => useUiStore.getState().setLanguage('pt'));
    await act(() => vi.advanceTimersByTimeAsync(GAMES_LANGUAGE_DEBOUNCE_MS - 1));
    expect(
      listCalls(world)
        .slice(calls)
        .filter((q) => q.language === 'pt'),
    ).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(listCalls(world).slice(calls)).toEqual([expect.objectContaining({ language: 'pt', pageNo: '1' })]));
    await app.router.navigate('/m/activity');
    await waitFor(() => expect(engine.world(world).journal.list('promotions.list').at(-1)?.query).toMatchObject({ language: 'pt' }));
  });
});
