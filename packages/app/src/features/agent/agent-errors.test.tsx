import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, loginAs, useWorld as makeWorld } from '../../test/server';

// Lazy chunks and a shared CPU: allow more than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

const TAKEN = 'This username is already taken. Choose another one for your team member; the password stays as typed.';

/** agent001's register centre with a username and a password typed. */
async function openRegisterCentre(username: string) {
  const id = makeWorld();
  loginAs(id, 'agent001');
  renderApp('/m/agentRegister');
  const name = await screen.findByLabelText('Username');
  const password = screen.getByLabelText('Password');
  await userEvent.type(name, username);
  await userEvent.type(password, 'Abcd1234');
  return { id, name, password, submit: screen.getByRole('button', { name: 'Open account' }) };
}

describe('register centre errors', () => {
  it("agent.register username.exists: the register centre's text under the username, focused; both fields kept; another name opens the account", async () => {
    const { name, password, submit } = await openRegisterCentre('player01');
    await userEvent.click(submit);
    const message = await screen.findByText(TAKEN);
    expect(message).toHaveAttribute('role', 'alert');
    expect(name).toHaveAccessibleDescription(TAKEN);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('player01');
    expect(password).toHaveValue('Abcd1234');
    // Quiet: the form says it, no second toast.
    expect(useUiStore.getState().toasts.filter((t) => t.kind === 'error')).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, 'teamnew02');
    await userEvent.click(submit);
    expect(await screen.findByText('Account teamnew02 opened')).toBeInTheDocument();
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
  });

  it('agent.register network failure: the form alert with Try again; the input kept and sent again', async () => {
    const { id, name, submit } = await openRegisterCentre('teamnew03');
    await addFaults(id, [{ endpoint: 'agent.register', drop: true, times: 1 }]);
    await userEvent.click(submit);
    expect(await screen.findByText(/No connection: your request did not reach us/)).toBeInTheDocument();
    expect(name).toHaveValue('teamnew03');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Account teamnew03 opened')).toBeInTheDocument();
  });
});
