import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld } from '../../test/server';

// Lazy chunks and a shared CPU: allow more than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

const rows = () => within(screen.getByRole('table')).getAllByRole('row');
const more = () => screen.getByRole('button', { name: 'Load more' });
const pagesAsked = (id: string) =>
  engine
    .world(id)
    .journal.list('agent.teamBetting')
    .map((e) => (e.query as { pageNo?: string }).pageNo);

/** The agent's team betting pages through the loader's paged variant: 'Load more' appends the next page only. */
describe('team betting paging', () => {
  it("'Load more' appends page 2 under the rows shown, asking for page 2 only", async () => {
    const id = useWorld();
    loginAs(id, 'agent001');
    renderApp('/m/teamBetting');
    await screen.findByRole('table');
    const first = rows().length;
    const firstRow = rows()[1]!.textContent;
    expect(pagesAsked(id)).toEqual(['1']);
    await userEvent.click(more());
    await waitFor(() => expect(rows().length).toBeGreaterThan(first));
    expect(rows()[1]!.textContent).toBe(firstRow);
    expect(pagesAsked(id)).toEqual(['1', '2']);
  });

  it('a next page that fails keeps the rows and offers the retry', async () => {
    const id = useWorld();
    loginAs(id, 'agent001');
    renderApp('/m/teamBetting');
    await screen.findByRole('table');
    const first = rows().length;
    await addFaults(id, [{ endpoint: 'agent.teamBetting', drop: true, times: 1 }]);
    await userEvent.click(more());
    expect(await screen.findByRole('button', { name: 'Loading failed, click to retry' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/network|connection/i);
    expect(rows()).toHaveLength(first);
  });
});
