import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, loginAs, useWorld as makeWorld } from '../../test/server';
import { signContract } from './api/agent-api';

// Lazy chunks and a shared CPU: allow more than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

const NOT_OFFERED =
  'This contract is no longer waiting for your signature: it was signed on another device or withdrawn. The page shows it as it is now.';

/** agent001's daily salary contract, offered (agent-with-contracts), its Sign button in view. */
async function openOfferedContract() {
  const id = makeWorld('agent-with-contracts');
  loginAs(id, 'agent001');
  renderApp('/m/member/agent/getSalaryContract');
  const sign = await screen.findByRole('button', { name: 'Sign contract' });
  return { id, sign };
}

const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');

describe('contract page errors', () => {
  it("agent.signContract contract.not.offered: signed on another device; the table's toast with the page's text, the contract read again, focus on its signed state", async () => {
    const { sign } = await openOfferedContract();
    // Another device signs it first.
    await signContract('salary', { quiet: true });
    await userEvent.click(sign);
    expect(await screen.findByText(NOT_OFFERED)).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['agent.contract.notOffered']);
    const signed = await screen.findByText(/^Signed on /);
    await waitFor(() => expect(signed).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Sign contract' })).not.toBeInTheDocument();
  });

  it('agent.signContract network failure: the network text; Sign stays to press again', async () => {
    const { id, sign } = await openOfferedContract();
    await addFaults(id, [{ endpoint: 'agent.signContract', drop: true, times: 1 }]);
    await userEvent.click(sign);
    expect(await screen.findByText(/No connection: your request did not reach us/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign contract' }));
    expect(await screen.findByText('Contract signed')).toBeInTheDocument();
  });
});
