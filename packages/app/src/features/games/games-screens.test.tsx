import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { control, useWorld } from '../../test/server';

// Games screens whose state one world decides (G-008, G-028, G-029), on the whole site through MSW
// and the simulator engine. The lists narrowing, the launch and the vendor routing are
// e2e/specs/games.spec.ts.

describe('games screens', () => {
  it('the category tab bar is hidden when the sorting list is empty', async () => {
    const world = useWorld();
    await control.patchState(world, { games: { sorting: [] } });
    renderApp('/m/home');
    expect((await within(await screen.findByRole('list', { name: 'Hot games' })).findAllByRole('listitem')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Game categories' })).not.toBeInTheDocument();
  });

  it('the game-type and minimum-bet filters show only for RNG', async () => {
    useWorld();
    renderApp('/m/fish');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    expect(await screen.findByLabelText('Manufacturer')).toBeInTheDocument();
    expect(screen.queryByLabelText('Minimum bet')).not.toBeInTheDocument();
  });
});
