import { configure, screen, waitFor, within } from '@testing-library/react';
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
  const name = within(tile)
    .getByRole('button', { name: /^Play / })
    .getAttribute('aria-label')!
    .replace(/^Play /, '');
  return { id, tile, name };
}

const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');

describe('game list action errors', () => {
  it("games.addFavourite game.not.found: the game was removed; the table's toast with the list's text, the game leaves the list, the rest stays", async () => {
    const { id, tile, name } = await listWithGoneGame();
    const others = tiles().filter((t) => t !== tile).length;
    await removeByName(id, name);
    await userEvent.click(within(tile).getByRole('button', { name: `Add ${name} to favourites` }));
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['games.gone']);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Play ${name}` })).not.toBeInTheDocument());
    expect(tiles()).toHaveLength(others);
    expect(screen.queryByText('Change saved')).not.toBeInTheDocument();
  });

  it("games.launch game.not.found: the game was removed; the table's toast with the list's text, the game leaves the list", async () => {
    const { id, tile, name } = await listWithGoneGame();
    await removeByName(id, name);
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${name}` }));
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['games.gone']);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Play ${name}` })).not.toBeInTheDocument());
    expect(tiles()).toHaveLength(24);
  });

  it("games.removeFavourite game.not.found: a favourite was removed; the table's toast with the list's text, the game leaves the list", async () => {
    const { id, tile, name } = await listWithGoneGame();
    await userEvent.click(within(tile).getByRole('button', { name: `Add ${name} to favourites` }));
    const remove = await within(tile).findByRole('button', { name: `Remove ${name} from favourites` });
    await removeByName(id, name);
    await userEvent.click(remove);
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['games.gone']);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Play ${name}` })).not.toBeInTheDocument());
  });
});

/** Removes a game from the world's catalogue as QA does (control DELETE /games/:node). */
async function removeByName(id: string, name: string) {
  const game = Object.values(engine.world(id).state.games.catalogue).find((g) => JSON.stringify(g.gameName).includes(name))!;
  expect(await control.deleteGame(id, game.nodeId)).toBeTruthy();
}
