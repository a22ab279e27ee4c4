import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveRemembered } from '../../shared/remembered-login';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld as makeWorld } from '../../test/server';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => void vi.useRealTimers());

/**
 * What a user sees when the password forms are refused (A-079, A-092; docs/decisions/front-end.md
 * "Form errors"): the code's text where the table puts it, the rest of the input kept, focus on
 * the field to correct.
 */
const input = (d: HTMLElement, name: string) => within(d).getByLabelText(name, { selector: 'input' });
const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');

async function changePasswordPopup(remembered?: string) {
  const id = makeWorld();
  if (remembered) saveRemembered(true, { type: 'username', username: 'newbie01', password: remembered, countryDialingCode: '+55' });
  loginAs(id, 'newbie01');
  renderApp('/m/changePsw');
  const d = await screen.findByRole('dialog');
  await within(d).findByLabelText('New password', { selector: 'input' });
  return { id, d };
}

describe('change password (password.change)', () => {
  it('password.change password.old.wrong: under the old password, focused; the new ones kept', async () => {
    const { d } = await changePasswordPopup();
    await userEvent.type(input(d, 'Old password'), 'Wrong123');
    await userEvent.type(input(d, 'New password'), 'Fresh123');
    await userEvent.type(input(d, 'Confirm new password'), 'Fresh123');
    await userEvent.click(within(d).getByRole('button', { name: 'Submit' }));
    expect(await within(d).findByText('The old password is incorrect.')).toBeInTheDocument();
    await waitFor(() => expect(input(d, 'Old password')).toHaveFocus());
    expect(input(d, 'New password')).toHaveValue('Fresh123');
    expect(input(d, 'Confirm new password')).toHaveValue('Fresh123');
  });

  it('password.change password.old.wrong with a stale remembered password: the old-password field comes back with the message', async () => {
    const { d } = await changePasswordPopup('Stale999');
    expect(within(d).queryByLabelText('Old password', { selector: 'input' })).toBeNull();
    await userEvent.type(input(d, 'New password'), 'Fresh123');
    await userEvent.type(input(d, 'Confirm new password'), 'Fresh123');
    await userEvent.click(within(d).getByRole('button', { name: 'Submit' }));
    expect(await within(d).findByText('The old password is incorrect.')).toBeInTheDocument();
    await waitFor(() => expect(input(d, 'Old password')).toHaveFocus());
    expect(input(d, 'New password')).toHaveValue('Fresh123');
  });

  it('password.change modify.new.old.same: under the new password, focused', async () => {
    const { id, d } = await changePasswordPopup();
    await addFaults(id, [{ endpoint: 'password.change', code: 'modify.new.old.same', times: 1 }]);
    await userEvent.type(input(d, 'Old password'), 'Test1234');
    await userEvent.type(input(d, 'New password'), 'Fresh123');
    await userEvent.type(input(d, 'Confirm new password'), 'Fresh123');
    await userEvent.click(within(d).getByRole('button', { name: 'Submit' }));
    expect(await within(d).findByText('The new password and the old password cannot be the same')).toBeInTheDocument();
    await waitFor(() => expect(input(d, 'New password')).toHaveFocus());
  });

  it('password.change 5xx: the form alert with "Try again", focused; the passwords kept', async () => {
    const { id, d } = await changePasswordPopup();
    await addFaults(id, [{ endpoint: 'password.change', status: 503, code: 'system.upgrading', times: 1 }]);
    await userEvent.type(input(d, 'Old password'), 'Test1234');
    await userEvent.type(input(d, 'New password'), 'Fresh123');
    await userEvent.type(input(d, 'Confirm new password'), 'Fresh123');
    await userEvent.click(within(d).getByRole('button', { name: 'Submit' }));
    const region = (await within(d).findByText('System upgrading, please try again later.')).closest('[aria-live]') as HTMLElement;
    await waitFor(() => expect(region).toHaveFocus());
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(input(d, 'Old password')).toHaveValue('Test1234');
  });
});

async function forgotByEmail(username: string, email: string) {
  const id = makeWorld();
  renderApp('/m/forget');
  const d = await screen.findByRole('dialog', { name: 'Forgot password' });
  await userEvent.click(await within(d).findByRole('tab', { name: 'Email' }));
  await userEvent.type(within(d).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(within(d).getByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(within(d).getByRole('button', { name: 'Send reset link' }));
  return { id, d };
}

describe('forgot password by email (password.forgotByEmail)', () => {
  it('password.forgotByEmail email.not.match: under the email, focused; the username kept', async () => {
    const { d } = await forgotByEmail('player01', 'someone@example.com');
    expect(await within(d).findByText('The username and email do not match.')).toBeInTheDocument();
    await waitFor(() => expect(within(d).getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(within(d).getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
  });

  it('password.forgotByEmail user.not.exist: the toast, once; focus on the username', async () => {
    const { d } = await forgotByEmail('nobody01', 'nobody01@example.com');
    await waitFor(() => expect(errorToasts().map((t) => t.messageKey)).toEqual(['errors.user_not_exist']));
    expect(await screen.findByText('Sorry, the user does not exist or is disabled.')).toBeInTheDocument();
    await waitFor(() => expect(within(d).getByRole('textbox', { name: 'Username' })).toHaveFocus());
  });
});

describe('forgot password by phone (password.setByPhone, A-092)', () => {
  it('password.setByPhone verify.code.error: the code cleared, the message under it, focused; number and password kept', async () => {
    const id = makeWorld();
    const { d } = await forgotByPhoneIn(id, () => '000000');
    const mobile = engine.world(id).state.users.player01!.mobileNum;
    expect(await within(d).findByText('Verification code error')).toBeInTheDocument();
    const code = within(d).getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('');
    expect(within(d).getByRole('textbox', { name: 'Mobile number' })).toHaveValue(mobile);
    expect(input(d, 'New password')).toHaveValue('Fresh123');
  });

  it('password.setByPhone modify.new.old.same: the password cleared, the message under it, focused; the code kept', async () => {
    const { d } = await forgotByPhoneIn(makeWorld(), (sent) => sent, 'Test1234');
    expect(await within(d).findByText('The new password and the old password cannot be the same')).toBeInTheDocument();
    await waitFor(() => expect(input(d, 'New password')).toHaveFocus());
    expect(input(d, 'New password')).toHaveValue('');
    expect(within(d).getByRole('textbox', { name: 'Verification code' })).not.toHaveValue('');
  });

  it('password.setByPhone sms.code.expired: "request a new one" under the code, focused', async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'password.setByPhone', code: 'sms.code.expired', times: 1 }]);
    const { d } = await forgotByPhoneIn(id);
    expect(await within(d).findByText('The code has expired. Please request a new one.')).toBeInTheDocument();
    await waitFor(() => expect(within(d).getByRole('textbox', { name: 'Verification code' })).toHaveFocus());
  });

  it("password.setByPhone user.not.exist: the forgot form's own text in the toast, focus on the number", async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'password.setByPhone', code: 'user.not.exist', times: 1 }]);
    const { d } = await forgotByPhoneIn(id);
    expect(await screen.findByText('No account uses this mobile number. Check the number, or register.')).toBeInTheDocument();
    expect(errorToasts()).toHaveLength(1);
    await waitFor(() => expect(within(d).getByRole('textbox', { name: 'Mobile number' })).toHaveFocus());
  });
});

describe('forgot password by phone, the code button (sms.send)', () => {
  it("sms.send user.not.exist: the forgot form's own text in the toast, focus on the number, kept; no code field opened", async () => {
    makeWorld();
    renderApp('/m/forget');
    const d = await screen.findByRole('dialog', { name: 'Forgot password' });
    const mobile = await within(d).findByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(mobile, '11800000000');
    await userEvent.click(within(d).getByRole('button', { name: 'Fetch code' }));
    const slider = await screen.findByRole('dialog', { name: 'Security check' });
    const hint = await within(slider).findByText(/^Move the slider to \d+/);
    fireEvent.change(within(slider).getByRole('slider', { name: 'Slider position' }), {
      target: { value: /to (\d+)/.exec(hint.textContent ?? '')?.[1] },
    });
    await userEvent.click(within(slider).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('No account uses this mobile number. Check the number, or register.')).toBeInTheDocument();
    expect(errorToasts().map((t) => t.messageKey)).toEqual(['password.forgot.phone_unknown']);
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveValue('11800000000');
    expect(within(d).getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
  });
});

/**
 * The SMS tab on world `id` (its faults already set): player01's number, a code asked for (slider
 * passed), `code` of the code texted and `password` typed, then submitted.
 */
async function forgotByPhoneIn(id: string, code: (sent: string) => string = (sent) => sent, password = 'Fresh123') {
  const world = engine.world(id);
  renderApp('/m/forget');
  const d = await screen.findByRole('dialog', { name: 'Forgot password' });
  vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
  await userEvent.type(await within(d).findByRole('textbox', { name: 'Mobile number' }), world.state.users.player01!.mobileNum);
  await userEvent.click(within(d).getByRole('button', { name: 'Fetch code' }));
  const slider = await screen.findByRole('dialog', { name: 'Security check' });
  const hint = await within(slider).findByText(/^Move the slider to \d+/);
  fireEvent.change(within(slider).getByRole('slider', { name: 'Slider position' }), {
    target: { value: /to (\d+)/.exec(hint.textContent ?? '')?.[1] },
  });
  await userEvent.click(within(slider).getByRole('button', { name: 'Verify' }));
  const codeField = within(d).getByRole('textbox', { name: 'Verification code' });
  await waitFor(() => expect(codeField).toBeEnabled());
  await userEvent.type(codeField, code(world.peek().sms.at(-1)?.code ?? ''));
  await userEvent.type(input(d, 'New password'), password);
  await userEvent.click(within(d).getByRole('button', { name: 'Set new password' }));
  return { d };
}
