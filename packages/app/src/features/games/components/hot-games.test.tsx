import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { addFaults, useWorld } from '../../../test/server';

configure({ asyncUtilTimeout: 5_000 });

describe('hot games (G-008)', () => {
  it("a failed hot list shows 'Loading failed, click to retry' (A-157), not an empty section; retry loads it", async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'games.hot', status: 500, code: 'unknown', times: 1 }]);
    renderApp('/m/home');
    const section = (await screen.findByRole('heading', { name: 'Hot games' })).closest('section') as HTMLElement;
    await userEvent.click(await within(section).findByRole('button', { name: 'Loading failed, click to retry' }));
    const grid = await within(section).findByRole('list', { name: 'Hot games' });
    expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(section).queryByRole('button', { name: 'Loading failed, click to retry' })).not.toBeInTheDocument();
  });
});
