import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld as makeWorld } from '../../test/server';

configure({ asyncUtilTimeout: 5_000 });

const TITLE = '100% first deposit bonus';

describe('promotion read errors', () => {
  it('promotions.markRead promotion.not.found: withdrawn while the page was open; the read mark is quiet, the promotion opens as usual, no error toast', async () => {
    const id = makeWorld();
    loginAs(id, 'player01');
    renderApp('/m/activity');
    const promo = await screen.findByRole('article', { name: TITLE });
    await addFaults(id, [{ endpoint: 'promotions.markRead', code: 'promotion.not.found', times: 1 }]);
    await userEvent.click(within(promo).getByRole('button', { name: 'Show details' }));
    expect(await within(promo).findByRole('button', { name: /^Go/ })).toBeInTheDocument();
    await waitFor(() => expect(engine.world(id).journal.list('promotions.markRead')).toHaveLength(1));
    expect(useUiStore.getState().toasts.filter((t) => t.kind === 'error')).toEqual([]);
    expect(screen.getAllByRole('article').length).toBeGreaterThan(1);
  });
});
