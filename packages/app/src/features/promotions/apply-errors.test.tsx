import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld as makeWorld } from '../../test/server';

configure({ asyncUtilTimeout: 5_000 });

const TITLE = '100% first deposit bonus';

/**
 * What a member sees when promotions.apply refuses (A-166, G-084; docs/decisions/front-end.md
 * "Form errors"): signed in as player01, the application form of the first-deposit bonus open
 * with a comment typed.
 */
async function openApplication() {
  const id = makeWorld();
  loginAs(id, 'player01');
  renderApp('/m/activity');
  const promo = await screen.findByRole('article', { name: TITLE });
  await userEvent.click(within(promo).getByRole('button', { name: 'Show details' }));
  await userEvent.click(await within(promo).findByRole('button', { name: /^Go/ }));
  const form = await screen.findByRole('dialog', { name: `Apply: ${TITLE}` });
  await userEvent.type(within(form).getByLabelText('Comment'), 'Deposited 200 on Monday');
  return { id, promo, form };
}

const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');

describe('promotion application errors', () => {
  it("promotions.apply promotion.not.available: applied meanwhile on another device; the table's toast with the application's text, the form closes, the list shows Applying", async () => {
    const { id, promo } = await openApplication();
    const world = engine.world(id);
    const promoId = world.state.promotions.items.find((p) => p.title === TITLE)!.id;
    world.patch({ promotions: { claims: { player01: { [String(promoId)]: 'APPLYING' } } } });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText('You cannot apply for this promotion now: your application is already under review, or it is closed.'),
    ).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['promotions.apply.notAvailable']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Apply: ${TITLE}` })).toBeNull());
    expect(await within(promo).findByText('Applying', { exact: true })).toBeInTheDocument();
  });

  it('promotions.apply promotion.not.found: the promotion ended; its own text, the form closes', async () => {
    const { id } = await openApplication();
    await addFaults(id, [{ endpoint: 'promotions.apply', code: 'promotion.not.found', times: 1 }]);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('This promotion has ended and is no longer listed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Apply: ${TITLE}` })).toBeNull());
  });

  it('network failure: the form stays with the comment, the alert focused, "Try again" sends it', async () => {
    const { id, form } = await openApplication();
    await addFaults(id, [{ endpoint: 'promotions.apply', drop: true, times: 1 }]);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit application' }));
    const region = (await within(form).findByText(/No connection: your request did not reach us/)).closest('[aria-live]') as HTMLElement;
    await waitFor(() => expect(region).toHaveFocus());
    expect(within(form).getByLabelText('Comment')).toHaveValue('Deposited 200 on Monday');
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Application sent')).toBeInTheDocument();
  });

  it('promotions.apply trial.forbidden: says a trial account cannot, offers the login; the comment stays', async () => {
    const { id, form } = await openApplication();
    await addFaults(id, [{ endpoint: 'promotions.apply', code: 'trial.forbidden', times: 1 }]);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit application' }));
    const region = (await within(form).findByText(/A trial account cannot do this/)).closest('[aria-live]') as HTMLElement;
    expect(within(region).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Comment')).toHaveValue('Deposited 200 on Monday');
  });
});
