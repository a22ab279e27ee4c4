import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { engine, loginAs, useWorld as makeWorld } from '../../test/server';

// The lobby and the launch page are lazy chunks and other suites share the CPU.
configure({ asyncUtilTimeout: 5_000 });

/** player01 in the lobby's Fast Lottery tab, the 1-Minute Lotto's Play button in view. */
async function openFastLottery() {
  const id = makeWorld();
  loginAs(id, 'player01');
  const app = renderApp('/m/lott');
  await userEvent.click(await screen.findByRole('tab', { name: 'Fast Lottery' }));
  const play = await screen.findByRole('button', { name: 'Play 1-Minute Lotto' });
  return { id, app, play };
}

const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');

describe('lottery launch errors', () => {
  it('lottery.launch lottery.closed: the draw closes after the lobby showed it; said once, by the launch page (titled with the name, at the top), focused, no toast; it offers another lottery', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    onTestFinished(() => scrollTo.mockRestore());
    const { id, app, play } = await openFastLottery();
    scrollTo.mockClear();
    engine.world(id).state.lottery.lotteries.FAST1!.status = 'closed';
    await userEvent.click(play);
    await waitFor(() => expect(app.pathname()).toBe('/m/launchGame'));
    const said = await screen.findByText('The draw closed before the game opened. Choose another lottery, or come back for the next draw.');
    await waitFor(() => expect(said).toHaveFocus());
    expect(screen.queryByText('This lottery is closed for now.'), 'not also in the toast').toBeNull();
    expect(errorToasts(), 'no toast').toEqual([]);
    // Titled with the name the lobby showed, not the code, and opened at the top.
    expect(screen.getByRole('heading', { level: 2, name: '1-Minute Lotto' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.queryByText('Loading failed, click to retry')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another lottery' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/lott'));
    expect(await screen.findByRole('tablist', { name: 'Lottery categories' })).toBeInTheDocument();
  });

  it('lottery.launch game.not.found: the lottery is removed after the lobby showed it; the launch page says it is no longer offered and offers the lobby', async () => {
    const { id, app, play } = await openFastLottery();
    delete engine.world(id).state.lottery.lotteries.FAST1;
    await userEvent.click(play);
    await waitFor(() => expect(app.pathname()).toBe('/m/launchGame'));
    const said = await screen.findByText('This lottery is no longer offered. Choose another one in the lobby.');
    await waitFor(() => expect(said).toHaveFocus());
    expect(screen.queryByText('Loading failed, click to retry')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another lottery' })).toBeInTheDocument();
  });

  it("lottery.history game.not.found: the lottery is removed while the lobby shows it; the table's toast, the history says why there are no draws, focus on the game selector", async () => {
    const id = makeWorld();
    renderApp('/m/lott');
    await userEvent.click(await screen.findByRole('button', { name: 'History Result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draw history' });
    const select = within(dialog).getByRole('combobox', { name: 'Game' });
    await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(1));
    delete engine.world(id).state.lottery.lotteries.FAST1;
    // Focus elsewhere (the search box), so only the page's reaction can move it to the selector.
    await userEvent.click(within(dialog).getByRole('searchbox', { name: 'Search games' }));
    fireEvent.change(select, { target: { value: 'FAST1' } });
    expect(await screen.findByText('This game is not available.')).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['errors.game_not_found']);
    const said = await within(dialog).findByText(
      'This lottery is no longer offered, so its draw history is gone. Choose another game above.',
    );
    expect(select).toHaveAccessibleDescription(said.textContent!);
    await waitFor(() => expect(select).toHaveFocus());
    expect(within(dialog).queryByText('No draws found')).not.toBeInTheDocument();
  });
});

/**
 * The generic classes on a launch (docs/decisions/front-end.md "Form errors": form, list and
 * launch screens): the launch page says what went wrong where the game would open and offers
 * the retry; a session that ended sends the player to log in, with the table's message.
 */
describe('lottery launch: the generic classes', () => {
  it('lottery.launch network failure: the launch page says the network is down, once, and the retry opens the game', async () => {
    const { id, app, play } = await openFastLottery();
    engine.world(id).faults.add([{ endpoint: 'lottery.launch', drop: true, times: 1 }]);
    await userEvent.click(play);
    await waitFor(() => expect(app.pathname()).toBe('/m/launchGame'));
    expect(await screen.findByText('The network is slow or offline. Please check your connection and try again.')).toBeInTheDocument();
    expect(errorToasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByTitle('1-Minute Lotto')).toBeInTheDocument();
  });

  it('lottery.launch 5xx: the launch page offers the retry, which opens the game', async () => {
    const { id, app, play } = await openFastLottery();
    engine.world(id).faults.add([{ endpoint: 'lottery.launch', status: 500, code: 'unknown', times: 1 }]);
    await userEvent.click(play);
    await waitFor(() => expect(app.pathname()).toBe('/m/launchGame'));
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByTitle('1-Minute Lotto')).toBeInTheDocument();
  });

  it("lottery.launch logged.out: the session ended before the launch; the table's message and the login, no game", async () => {
    const { id, app, play } = await openFastLottery();
    engine.world(id).faults.add([{ endpoint: 'lottery.launch', status: 401, code: 'logged.out', times: 1 }]);
    await userEvent.click(play);
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['errors.logged_out']);
    expect(screen.queryByTitle('1-Minute Lotto')).not.toBeInTheDocument();
  });
});
