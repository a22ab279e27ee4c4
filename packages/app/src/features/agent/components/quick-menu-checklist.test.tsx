import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { loginAs, useWorld } from '../../../test/server';

// The agent home's quick menu on the whole site (MSW and the simulator engine).

configure({ asyncUtilTimeout: 15_000 });

async function openQuickMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Quick menu' }));
  return screen.findByRole('dialog', { name: 'Quick menu' });
}

describe('agent quick menu', () => {
  it('G-093: choosing an entry navigates and closes the menu; tapping the mask closes it and stays', async () => {
    loginAs(useWorld(), 'agent001');
    const app = renderApp('/m/agent');
    const menu = await openQuickMenu();
    await userEvent.click(screen.getByTestId('modal-mask'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick menu' })).not.toBeInTheDocument());
    expect(menu).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/m/agent');

    const again = await openQuickMenu();
    await userEvent.click(within(again).getByRole('button', { name: 'Team overview' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/agent/team/overview'));
    expect(screen.queryByRole('dialog', { name: 'Quick menu' })).not.toBeInTheDocument();
  });
});
