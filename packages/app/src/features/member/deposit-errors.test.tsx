import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { addFaults, loginAs, useWorld as makeWorld } from '../../test/server';

configure({ asyncUtilTimeout: 5_000 });

/** player01's deposit form with an amount typed (A-018; docs/decisions/front-end.md "Form errors"). */
async function openDeposit(faults: Parameters<typeof addFaults>[1]) {
  const id = makeWorld();
  loginAs(id, 'player01');
  await addFaults(id, faults);
  renderApp('/m/voucherCenter');
  const amount = await screen.findByRole('textbox', { name: 'Amount' });
  await userEvent.type(amount, '100');
  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  return amount;
}

describe('deposit form errors', () => {
  it('wallet.deposit amount.invalid: the limits under the amount, amount kept and focused', async () => {
    const amount = await openDeposit([{ endpoint: 'wallet.deposit', code: 'amount.invalid', times: 1 }]);
    expect(await screen.findByText(/^Enter an amount from [\d.,]+ to [\d.,]+, with at most 2 decimals\.$/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(amount).toHaveValue('100');
    // The focus follows the message, in the commit after it.
    await waitFor(() => expect(amount).toHaveFocus());
  });

  it('wallet.deposit trial.forbidden: the form alert says a trial account cannot, with the login', async () => {
    const amount = await openDeposit([{ endpoint: 'wallet.deposit', code: 'trial.forbidden', times: 1 }]);
    const region = (await screen.findByText(/A trial account cannot do this/)).closest('[aria-live]') as HTMLElement;
    await waitFor(() => expect(region).toHaveFocus());
    expect(within(region).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(amount).toHaveValue('100');
  });

  it('network failure: "Try again" deposits the amount kept', async () => {
    const amount = await openDeposit([{ endpoint: 'wallet.deposit', drop: true, times: 1 }]);
    const region = (await screen.findByText(/No connection: your request did not reach us/)).closest('[aria-live]') as HTMLElement;
    expect(amount).toHaveValue('100');
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/No connection/)).toBeNull());
  });
});
