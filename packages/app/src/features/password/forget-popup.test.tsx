import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { engine, useWorld } from '../../test/server';
import { REDIRECT_DELAY_MS } from '../../shared/constants';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });

const dialog = () => screen.findByRole('dialog', { name: 'Forgot password' });

describe('forget popup (A-081..A-085)', () => {
  it('defaults to the SMS tab while FORGETPSWPHONE is on and links customer service (A-081, A-082)', async () => {
    useWorld();
    renderApp('/m/forget');
    const d = await dialog();
    expect(await within(d).findByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(within(d).getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    expect(within(d).getByRole('link', { name: 'Need help? Contact customer service' })).toHaveAttribute(
      'href',
      expect.stringContaining('/pages/chat'),
    );
  });

  it('shows only the email form without FORGETPSWPHONE', async () => {
    const worldId = useWorld();
    engine.world(worldId).patch({ settings: { info: { whitelabel: { FORGETPSWPHONE: false } } } });
    renderApp('/m/forget');
    const d = await dialog();
    expect(await within(d).findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(within(d).queryByRole('tab')).toBeNull();
  });

  it('keeps the email button disabled until username and email are valid, then sends and names the masked address (A-083..A-085)', async () => {
    useWorld();
    const app = renderApp('/m/forget');
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('tab', { name: 'Email' }));
    const send = within(d).getByRole('button', { name: 'Send reset link' });
    expect(send).toBeDisabled();
    await userEvent.type(within(d).getByRole('textbox', { name: 'Username' }), 'player01');
    const email = within(d).getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'player01@example');
    await userEvent.tab();
    expect(within(d).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await userEvent.type(email, '.com');
    expect(send).toBeEnabled();
    // The popup goes home a second after the toast: the test moves the clock instead of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await userEvent.click(send);
    expect(await screen.findByText('A reset link was sent to pl***@example.com')).toBeInTheDocument();
    expect(app.pathname()).toBe('/m/forget');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('shows email.not.match under the email field', async () => {
    useWorld();
    renderApp('/m/forget');
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('tab', { name: 'Email' }));
    await userEvent.type(within(d).getByRole('textbox', { name: 'Username' }), 'player01');
    await userEvent.type(within(d).getByRole('textbox', { name: 'Email' }), 'other@example.com');
    await userEvent.click(within(d).getByRole('button', { name: 'Send reset link' }));
    expect(await within(d).findByText('The username and email do not match.')).toBeInTheDocument();
  });

  it('asks for the phone before a code is requested, naming the minimum digits (A-087, A-088)', async () => {
    useWorld();
    renderApp('/m/forget');
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'Set new password' }));
    expect(await within(d).findByText('Enter a mobile number of at least 9 digits')).toBeInTheDocument();
    await waitFor(() => expect(within(d).getByRole('textbox', { name: 'Mobile number' })).toHaveFocus());
  });
});
