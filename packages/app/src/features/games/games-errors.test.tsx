import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { control, engine, loginAs, useWorld as makeWorld } from '../../test/server';

// Lazy chunks and a shared CPU: allow more than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

const GONE = 'This game is no longer available. It has been taken off the list.';
const tiles = () => within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem');

/** player01's slots list; the third game is removed from the catalogue while the list shows it. */
async function listWithGoneGame() {
  const id = makeWorld();
  loginAs(id, 'player01');
  renderApp('/m/rng');
  await waitFor(() => expect(tiles()).toHaveLength(25));
  const tile = tiles()[2]!;
  return { id, tile, name: nameOf(tile), next: nameOf(tiles()[3]!) };
}

/** The game name of a tile (its Play button says "Play <name>"). */
const nameOf = (tile: HTMLElement) =>
  within(tile)
    .getByRole('button', { name: /^Play / })
    .getAttribute('aria-label')!
    .replace(/^Play /, '');

const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');

describe('game list action errors', () => {
  it("games.addFavourite game.not.found: the game was removed; the table's toast with the list's text, the game leaves the list, the rest stays, focus on the next tile", async () => {
    const { id, tile, name, next } = await listWithGoneGame();
    const others = tiles().filter((t) => t !== tile).length;
    await removeByName(id, name);
    await userEvent.click(within(tile).getByRole('button', { name: `Add ${name} to favourites` }));
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['games.gone']);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Play ${name}` })).not.toBeInTheDocument());
    expect(tiles()).toHaveLength(others);
    expect(screen.queryByText('Change saved')).not.toBeInTheDocument();
    // Not left on the removed node: the tile that took its place has focus.
    await waitFor(() => expect(screen.getByRole('button', { name: `Play ${next}` })).toHaveFocus());
    expect(tiles()[2]).toContainElement(screen.getByRole('button', { name: `Play ${next}` }));
  });

  it("games.launch game.not.found: the game was removed; the table's toast with the list's text, the game leaves the list, focus on the next tile", async () => {
    const { id, tile, name, next } = await listWithGoneGame();
    await removeByName(id, name);
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${name}` }));
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['games.gone']);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Play ${name}` })).not.toBeInTheDocument());
    expect(tiles()).toHaveLength(24);
    await waitFor(() => expect(screen.getByRole('button', { name: `Play ${next}` })).toHaveFocus());
  });

  it("games.removeFavourite game.not.found: a favourite was removed; the table's toast with the list's text, the game leaves the list", async () => {
    const { id, tile, name, next } = await listWithGoneGame();
    await userEvent.click(within(tile).getByRole('button', { name: `Add ${name} to favourites` }));
    const remove = await within(tile).findByRole('button', { name: `Remove ${name} from favourites` });
    await removeByName(id, name);
    await userEvent.click(remove);
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['games.gone']);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Play ${name}` })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: `Play ${next}` })).toHaveFocus());
  });
});

describe('the favourites tab', () => {
  it('unfavouriting a game on the Favourites tab takes it off the tab, focus on the tile that took its place', async () => {
    const id = makeWorld();
    loginAs(id, 'player01');
    renderApp('/m/rng');
    await waitFor(() => expect(tiles()).toHaveLength(25));
    // Two games not yet among player01's favourites, favourited from the list.
    const addable = tiles().filter((tile) => within(tile).queryByRole('button', { name: `Add ${nameOf(tile)} to favourites` }));
    const [first, second] = [nameOf(addable[0]!), nameOf(addable[1]!)];
    for (const name of [first, second]) await userEvent.click(screen.getByRole('button', { name: `Add ${name} to favourites` }));
    await screen.findByRole('button', { name: `Remove ${second} from favourites` });
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    const remove = await screen.findByRole('button', { name: `Remove ${first} from favourites` });
    await waitFor(() => expect(screen.getByRole('button', { name: `Play ${second}` })).toBeInTheDocument());
    // The tile after it on the tab (player01's seeded favourites are there too).
    const onTab = tiles().map(nameOf);
    const after = onTab[onTab.indexOf(first) + 1] ?? onTab[onTab.indexOf(first) - 1]!;
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Play ${first}` })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: `Play ${after}` })).toHaveFocus());
  });
});

describe('hot games action errors', () => {
  const hotTiles = () => within(screen.getByRole('list', { name: 'Hot games' })).getAllByRole('listitem');

  it("games.launch game.not.found in the hot games: the table's toast with the list's text, the game leaves the section, focus on the next tile", async () => {
    const id = makeWorld();
    loginAs(id, 'player01');
    renderApp('/m/hot');
    await waitFor(() => expect(hotTiles().length).toBeGreaterThan(3));
    const count = hotTiles().length;
    // A game the site launches through games.launch (a lottery opens its lobby instead).
    const at = hotTiles().findIndex((t, i) => i < count - 1 && within(t).queryByRole('button', { name: / to favourites$/ }));
    const [name, next] = [nameOf(hotTiles()[at]!), nameOf(hotTiles()[at + 1]!)];
    await removeByName(id, name);
    await userEvent.click(screen.getByRole('button', { name: `Play ${name}` }));
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['games.gone']);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Play ${name}` })).not.toBeInTheDocument());
    expect(hotTiles()).toHaveLength(count - 1);
    await waitFor(() => expect(screen.getByRole('button', { name: `Play ${next}` })).toHaveFocus());
  });

  it('games.addFavourite game.not.found on the last hot game: the section says it has no games, focus on its heading', async () => {
    const id = makeWorld();
    loginAs(id, 'player01');
    renderApp('/m/hot');
    await waitFor(() => expect(hotTiles().length).toBeGreaterThan(0));
    // Every hot game but one with a star is removed before the page reads the list again.
    const kept = nameOf(hotTiles().find((t) => within(t).queryByRole('button', { name: / to favourites$/ }))!);
    const hot = Object.values(engine.world(id).state.games.catalogue).filter((g) => g.isTop);
    for (const g of hot) if (!JSON.stringify(g.gameName).includes(kept)) await control.deleteGame(id, g.nodeId);
    cleanup();
    renderApp('/m/hot');
    await waitFor(() => expect(hotTiles().map(nameOf)).toEqual([kept]));
    await removeByName(id, kept);
    await userEvent.click(screen.getByRole('button', { name: `Add ${kept} to favourites` }));
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hot games' })).toHaveFocus());
  });
});

/** Removes a game from the world's catalogue as QA does (control DELETE /games/:node). */
async function removeByName(id: string, name: string) {
  const game = Object.values(engine.world(id).state.games.catalogue).find((g) => JSON.stringify(g.gameName).includes(name))!;
  expect(await control.deleteGame(id, game.nodeId)).toBeTruthy();
}
