import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { control, loginAs, useWorld } from '../test/server';

// G-091, G-094: which footer a page of the agent area shows, and what it holds, on the whole site
// through MSW and the simulator engine (area recorded in docs/decisions/agent.md under G-091).
// The footer's entries leading to their pages, with an axe scan, are e2e/specs/agent-footer.spec.ts.

const agentFooter = () => screen.queryByRole('navigation', { name: 'Agent navigation' });
const memberFooter = () => screen.findByRole('navigation', { name: 'Main navigation' });

describe('G-091: the agent footer', () => {
  it('G-094: with dividends not shown (DIVIDEND off) the footer has no Dividends entry', async () => {
    const world = useWorld();
    await control.patchState(world, { settings: { info: { whitelabel: { DIVIDEND: false } } } });
    loginAs(world, 'agent001');
    renderApp('/m/agent');
    const footer = await screen.findByRole('navigation', { name: 'Agent navigation' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Open account', 'Notices']);
  });

  it.each([
    ['agent001', '/m/transaction/record?types=A', 'a member-centre page an agent shares with members'],
    ['player01', '/m/member/notice?types=A', 'a member (type 0) on the agent notices'],
  ])('%s on %s keeps the member footer: %s', async (user, path) => {
    loginAs(useWorld(), user);
    renderApp(path);
    expect(within(await memberFooter()).getByRole('link', { name: /^Member$/ })).toBeInTheDocument();
    expect(agentFooter()).not.toBeInTheDocument();
  });
});
