import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { addFaults, engine, loginAs, settled, useWorld } from '../../../test/server';
import { formatCount } from '../../../shared/format';
import { getTeamKpi } from '../api/agent-api';

describe('agent home', () => {
  it('agent-with-contracts: prompts one at a time; Cancel shows the next and stays, Go opens the page', async () => {
    const worldId = useWorld('agent-with-contracts');
    loginAs(worldId, 'agent001');
    const app = renderApp('/m/agent');
    const dialog = await screen.findByRole('dialog', { name: 'Contract to sign' }, { timeout: 8000 });
    expect(dialog).toHaveTextContent('daily salary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Contract to sign' })).toHaveTextContent('dividend contract'));
    expect(app.pathname()).toBe('/m/agent');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Contract to sign' })).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/member/agent/getDevidendContract'));
    expect(await screen.findByRole('button', { name: 'Sign contract' })).toBeInTheDocument();
  });

  it('type 42 gets no prompt and makes no contract call; type 40 is sent home', async () => {
    const worldId = useWorld('agent-with-contracts');
    loginAs(worldId, 'agent042');
    renderApp('/m/agent');
    expect(await screen.findByText('Total balance', {}, { timeout: 8000 })).toBeInTheDocument();
    await screen.findByText('Logged in', {}, { timeout: 5000 });
    expect(screen.queryByRole('dialog', { name: 'Contract to sign' })).toBeNull();
    expect(
      engine
        .world(worldId)
        .journal.list()
        .some((e) => e.endpoint?.includes('ContractInfo')),
    ).toBe(false);
  });

  // G-096: the check runs for every logged-in type but 4, 40, 41 and 42; player01 (type 0) has no
  // contract waiting, member40 (type 40) is never checked.
  it.each([
    ['player01', true],
    ['member40', false],
  ])('on /m/home, %s is not prompted (G-096, G-100); the contract check runs: %s', async (user, checked) => {
    const worldId = useWorld();
    loginAs(worldId, user);
    renderApp('/m/home');
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    await settled();
    expect(screen.queryByRole('dialog', { name: 'Contract to sign' })).toBeNull();
    const calls = engine
      .world(worldId)
      .journal.list()
      .filter((e) => e.endpoint?.includes('ContractInfo'))
      .map((e) => e.endpoint)
      .sort();
    expect(calls).toEqual(checked ? ['agent.dividendContractInfo', 'agent.salaryContractInfo'] : []);
  });

  it("a failed team KPI shows 'Loading failed, click to retry' in today's card, never made-up zeros; retry loads it (A-157)", async () => {
    const worldId = useWorld();
    loginAs(worldId, 'agent001');
    await addFaults(worldId, [{ endpoint: 'agent.teamKpi', status: 500, code: 'unknown', times: 1 }]);
    renderApp('/m/agent');
    const card = (await screen.findByRole('heading', { name: "Today's team" }, { timeout: 8000 })).closest('section') as HTMLElement;
    const retry = await within(card).findByRole('button', { name: 'Loading failed, click to retry' }, { timeout: 5000 });
    expect(within(card).queryByText('Logged in')).toBeNull();
    await userEvent.click(retry);
    expect(await within(card).findByText('Logged in', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('the invite modal shows the code and link; each opening asks again, and a failed load closes it', async () => {
    const worldId = useWorld();
    loginAs(worldId, 'agent001');
    renderApp('/m/agent');
    const asks = () =>
      engine
        .world(worldId)
        .journal.list()
        .filter((e) => e.endpoint === 'agent.info').length;
    await userEvent.click(await screen.findByRole('button', { name: 'My invitation' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'My agent invitation' });
    expect(await within(dialog).findByText('Invitation code')).toBeInTheDocument();
    expect(asks()).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My agent invitation' })).toBeNull());
    await addFaults(worldId, [{ endpoint: 'agent.info', status: 500, code: 'unknown', times: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: 'My invitation' }));
    await waitFor(() => expect(asks()).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My agent invitation' })).toBeNull());
  });

  it("greets and counts today by the world's clock, not the device's: a device on another day still sees the world's figures", async () => {
    const worldId = useWorld();
    // The world: 6 January 2026, late afternoon (local); the device: a June morning.
    engine.world(worldId).clock.set(new Date(2026, 0, 6, 17, 0).getTime());
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 20, 8, 0) });
    loginAs(worldId, 'agent001');
    renderApp('/m/agent');
    expect(await screen.findByRole('heading', { name: 'Good late afternoon, agent001' }, { timeout: 8000 })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: "Today's team" }).closest('section') as HTMLElement;
    const loggedIn = await within(card).findByText('Logged in', {}, { timeout: 5000 });
    // What the world says of its own day; some of it is not zero, so a device's day would show otherwise.
    const world = await getTeamKpi('2026-01-06', '2026-01-06', 0);
    expect(world.footer.teamLoginMemberCount).toBeGreaterThan(0);
    expect(loggedIn.nextElementSibling).toHaveTextContent(formatCount(world.footer.teamLoginMemberCount));
  });

  it("every tile has its icon: the nav targets, today's counters and the quick menu entries (G-089, G-090, G-092)", async () => {
    const worldId = useWorld();
    loginAs(worldId, 'agent001');
    renderApp('/m/agent');
    const nav = await screen.findByRole('navigation', { name: 'Agent menu' }, { timeout: 8000 });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(10);
    for (const link of links) expect(link.querySelector('svg'), link.textContent ?? '').not.toBeNull();
    const card = screen.getByRole('heading', { name: "Today's team" }).closest('section') as HTMLElement;
    await within(card).findByText('Logged in', {}, { timeout: 5000 });
    const tiles = card.querySelectorAll('dt');
    expect(tiles.length).toBe(5);
    for (const dt of tiles) expect(dt.querySelector('svg'), dt.textContent ?? '').not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Quick menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Quick menu' });
    const entries = within(menu).getAllByRole('listitem');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(within(entry).getByRole('button').querySelector('svg'), entry.textContent ?? '').not.toBeNull();
  });

  it('sizes the tiles of a grid alike: every row as tall as the tallest (a label on two lines in PT or VI)', () => {
    // The stylesheet as written (the test project loads no CSS).
    const css = readFileSync(join(import.meta.dirname, 'agent.css'), 'utf8');
    for (const grid of ['.agent-kpi', '.agent-nav ul'])
      expect(new RegExp(`^${grid.replace('.', '\\.')} \\{[^}]*grid-auto-rows: 1fr`, 'm').test(css), grid).toBe(true);
    // A link fills its grid cell, so the cell's height is the tile's.
    expect(css).toMatch(/^\.agent-nav li \{\s*display: flex;\s*\}/m);
    expect(css).toMatch(/^\.agent-nav a \{\s*flex: 1;/m);
  });

  it('reports read as the locale writes days: a dividend period as two days, never the server text start~end', async () => {
    const worldId = useWorld();
    loginAs(worldId, 'agent001');
    renderApp('/m/member/agent/agentDivident');
    const periods = await screen.findAllByText(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/, {}, { timeout: 8000 });
    expect(periods.length).toBeGreaterThan(1);
    expect(screen.queryByText(/~/)).toBeNull();
  });

  it('member40 is redirected to /m/home', async () => {
    const worldId = useWorld();
    loginAs(worldId, 'member40');
    const app = renderApp('/m/agent');
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });
});
