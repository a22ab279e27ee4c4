import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { addFaults, control, engine, useWorld as makeWorld } from '../../test/server';
import { useUiStore } from '../stores/ui-store';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => void vi.useRealTimers());

const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name, { selector: 'input' });
const toastTexts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');

/** The login popup's SMS tab with player01's number typed, then 'Fetch code' and the slider passed. */
async function fetchCode(worldId: string) {
  const world = engine.world(worldId);
  renderApp('/m/login');
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
  await userEvent.type(field(dialog, 'Mobile number'), world.state.users.player01!.mobileNum);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch code' }));
  const slider = await screen.findByRole('dialog', { name: 'Security check' });
  const hint = await within(slider).findByText(/^Move the slider to \d+/);
  fireEvent.change(within(slider).getByRole('slider', { name: 'Slider position' }), {
    target: { value: /to (\d+)/.exec(hint.textContent ?? '')?.[1] },
  });
  await userEvent.click(within(slider).getByRole('button', { name: 'Verify' }));
  return dialog;
}

describe('SMS code button errors (A-037)', () => {
  it('sms.send sms.too.frequent: says how long to wait, and the countdown of the running code resumes from what is left', async () => {
    const id = makeWorld();
    const world = engine.world(id);
    // A login code sent 20 s ago, still valid (the recipe of docs/qa-guide.md, the clock moved on).
    await control.presetSms(id, { mobileNum: world.state.users.player01!.mobileNum, code: '246810', purpose: 'login' });
    await control.clock(id, { advanceMs: 20_000 });
    const dialog = await fetchCode(id);
    await waitFor(() =>
      expect(toastTexts()).toEqual([expect.objectContaining({ messageKey: 'sms.too_frequent_wait', params: { seconds: 40 } })]),
    );
    expect(
      await screen.findByText('A code was already sent to this number. Use it, or ask for a new one in 40 seconds.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'You can request a new code in 40 seconds' })).toBeDisabled();
    // The code field opens: the code already sent can be typed.
    expect(field(dialog, 'Verification code')).toBeEnabled();
    expect(field(dialog, 'Mobile number')).toHaveValue(world.state.users.player01!.mobileNum);
  });

  it('sms.send network failure: the network text, the number kept, the button ready to try again', async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'sms.send', drop: true, times: 1 }]);
    const dialog = await fetchCode(id);
    expect(await screen.findByText(/No connection: your request did not reach us/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fetch code' })).toBeEnabled();
    expect(field(dialog, 'Mobile number')).toHaveValue(engine.world(id).state.users.player01!.mobileNum);
  });
});
