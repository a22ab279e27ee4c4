import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAY_MS } from '../../shared/constants';
import { readRemembered, saveRemembered } from '../../shared/remembered-login';
import { useSessionStore } from '../../shared/stores/session-store';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { engine, loginAs, useWorld } from '../../test/server';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

const secret = async (name: string) => within(await screen.findByRole('dialog')).findByLabelText(name, { selector: 'input' });

describe('change-password popup (A-071..A-079)', () => {
  it('sends a guest home (A-071)', async () => {
    useWorld();
    const app = renderApp('/m/changePsw');
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('shows the first-login variant with a disabled username and all password fields (A-072)', async () => {
    const worldId = useWorld();
    loginAs(worldId, 'newbie01');
    renderApp('/m/changePsw');
    const d = await screen.findByRole('dialog', { name: 'First login: please change your password' });
    expect(within(d).getByRole('textbox', { name: 'Username' })).toBeDisabled();
    expect(within(d).getByRole('textbox', { name: 'Username' })).toHaveValue('newbie01');
    expect(await secret('Old password')).toBeInTheDocument();
    expect(await secret('New password')).toHaveAttribute('type', 'password');
    await userEvent.click(within(d).getAllByRole('button', { name: 'Show password' })[1]!);
    expect(await secret('New password')).toHaveAttribute('type', 'text');
  });

  it('titles the expired variant and hides the old password when one is remembered (A-072, A-073)', async () => {
    const worldId = useWorld();
    engine.world(worldId).patch({ users: { player01: { passwordExpired: true } } });
    saveRemembered(true, { type: 'username', username: 'player01', password: 'Test1234', countryDialingCode: '+55' });
    loginAs(worldId, 'player01');
    renderApp('/m/changePsw');
    const d = await screen.findByRole('dialog', { name: 'Your password has expired: please change it' });
    await within(d).findByLabelText('New password', { selector: 'input' });
    expect(within(d).queryByLabelText('Old password', { selector: 'input' })).toBeNull();
  });

  it('refuses a new password equal to the old one with a confirmation popup, sending nothing (A-076)', async () => {
    const worldId = useWorld();
    loginAs(worldId, 'newbie01');
    renderApp('/m/changePsw');
    await userEvent.type(await secret('Old password'), 'Test1234');
    await userEvent.type(await secret('New password'), 'Test1234');
    await userEvent.type(await secret('Confirm new password'), 'Test1234');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const popup = await screen.findByRole('dialog', { name: 'Please choose another password' });
    expect(within(popup).getByText('The new password and the old password cannot be the same')).toBeInTheDocument();
    expect(engine.world(worldId).journal.list('password.change')).toHaveLength(0);
  });

  it('checks confirm: required and equal (A-075)', async () => {
    const worldId = useWorld();
    loginAs(worldId, 'newbie01');
    renderApp('/m/changePsw');
    await userEvent.type(await secret('Old password'), 'Test1234');
    await userEvent.type(await secret('New password'), 'Fresh123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter password')).toBeInTheDocument();
    await userEvent.type(await secret('Confirm new password'), 'Fresh124');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
  });

  it("changes it: 'Change saved' for 1 s, the remembered password follows, then home (A-077, A-078)", async () => {
    const worldId = useWorld();
    saveRemembered(true, { type: 'username', username: 'newbie01', password: 'Test1234', countryDialingCode: '+55' });
    loginAs(worldId, 'newbie01');
    const app = renderApp('/m/changePsw');
    // The remembered password stands in for the old one.
    await userEvent.type(await secret('New password'), 'Fresh123');
    await userEvent.type(await secret('Confirm new password'), 'Fresh123');
    // Home follows a second after 'Change saved': the test moves the clock instead of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts.some((t) => t.messageKey === 'change_saved' && t.durationMs === 1000)).toBe(true),
    );
    expect(engine.world(worldId).state.users.newbie01).toMatchObject({ password: 'Fresh123', firstTimeLogin: false });
    expect(useSessionStore.getState().session?.firstTimeLogin).toBe(false);
    expect(readRemembered('username')).toMatchObject({ username: 'newbie01', password: 'Fresh123' });
    expect(app.pathname()).toBe('/m/changePsw');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('keeps the screen and shows the old-password error when the old one is wrong (A-079)', async () => {
    const worldId = useWorld();
    loginAs(worldId, 'newbie01');
    const app = renderApp('/m/changePsw');
    await userEvent.type(await secret('Old password'), 'Wrong123');
    await userEvent.type(await secret('New password'), 'Fresh123');
    await userEvent.type(await secret('Confirm new password'), 'Fresh123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The old password is incorrect.')).toBeInTheDocument();
    expect(useUiStore.getState().toasts.some((t) => t.kind === 'loading')).toBe(false);
    expect(app.pathname()).toBe('/m/changePsw');
  });
});
