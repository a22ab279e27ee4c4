import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { saveRemembered } from '../../shared/remembered-login';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld as makeWorld } from '../../test/server';
import { errorToastsShown, recordErrorToasts } from '../../test/error-toasts';
import { storyCases } from '../../test/story-harness';
import * as ForgotErrors from './forgot-errors.stories';
import * as ChangePasswordErrors from './password-errors.stories';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => void vi.useRealTimers());

/**
 * What a user sees when the password forms are refused (A-079, A-092; docs/decisions/front-end.md
 * "Form errors"): the code's text where the table puts it, the rest of the input kept, focus on
 * the field to correct.
 */
const input = (d: HTMLElement, name: string) => within(d).getByLabelText(name, { selector: 'input' });
/** The form's own live region (FormAlert), carrying the code it shows. */
const formAlert = (d: HTMLElement) => d.querySelector('[aria-live="assertive"]');
const journal = (id: string, endpoint: string) => engine.world(id).journal.list(endpoint);

/** The message under `field` (its description), the field marked invalid and focused, no error toast. */
async function expectUnder(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(field).toHaveFocus());
  expect(errorToastsShown()).toHaveLength(0);
}

/**
 * The popups a story renders, in its language: the change of newbie01, who logs in for the first
 * time ('First login: please change your password' in EN), and 'Forgot password'.
 */
const changeDialog = () => screen.findByRole('dialog', { name: translate('password.title_first') });
const forgotDialog = () => screen.findByRole('dialog', { name: translate('titles.forget') });
/** A change-password field by its key (`password.<key>`). */
const secret = (d: HTMLElement, key: string) => input(d, translate(`password.${key}`));
/** A forgot-password text box by its key (`password.forgot.<key>`). */
const box = (d: HTMLElement, key: string) => within(d).getByRole('textbox', { name: translate(`password.forgot.${key}`) });

/**
 * The stories of password-errors.stories.tsx and forgot-errors.stories.tsx, each rendered
 * once, here (all-stories.test.tsx leaves both files out), in PT or VI: its play fills the form
 * and sees the answer's text; here, the rest of what the answer changes on the form: the text
 * under its field, marked invalid and focused (or the toast, once, with the focus on the field to
 * correct), what was typed kept, the simulator's answer in the world's journal. The cases no story
 * plays (a stale remembered password, a 503 with its own code, the phone form's submit) are the
 * tests below.
 */
describe('password error stories', () => {
  recordErrorToasts();

  storyCases(ChangePasswordErrors, {
    // password.change password.old.wrong: under the old password, focused; the new ones kept.
    OldWrong: async ({ worldId }) => {
      const d = await changeDialog();
      await expectUnder(secret(d, 'oldPassword'), translate('errors.password_old_wrong'));
      expect(secret(d, 'oldPassword')).toHaveValue('Wrong123');
      expect(secret(d, 'newPassword')).toHaveValue('Fresh123');
      expect(secret(d, 'confirmNewPassword')).toHaveValue('Fresh123');
      expect(journal(worldId, 'password.change')[0]).toMatchObject({ code: 'password.old.wrong' });
    },
    // password.change modify.new.old.same (a one-shot fault): under the new password, focused; the passwords kept.
    NewOldSame: async ({ worldId }) => {
      const d = await changeDialog();
      await expectUnder(secret(d, 'newPassword'), translate('errors.modify_new_old_same'));
      expect(secret(d, 'oldPassword')).toHaveValue('Test1234');
      expect(secret(d, 'newPassword')).toHaveValue('Fresh123');
      expect(secret(d, 'confirmNewPassword')).toHaveValue('Fresh123');
      // The form's own same-password popup is not what answered: the server did.
      expect(screen.queryByRole('dialog', { name: translate('password.same_title') })).toBeNull();
      expect(journal(worldId, 'password.change')[0]).toMatchObject({ code: 'modify.new.old.same' });
    },
    // password.change 5xx: the server text in the form alert, focused, with "Try again" and customer
    // service; the passwords kept, no toast.
    ServerError: async ({ worldId }) => {
      const d = await changeDialog();
      const region = (await within(d).findByText(translate('form.server_error'))).closest('[aria-live]') as HTMLElement;
      await waitFor(() => expect(region).toHaveFocus());
      expect(within(region).getByRole('button', { name: translate('form.retry') })).toBeInTheDocument();
      expect(within(region).getByRole('link', { name: translate('contact_service') })).toBeInTheDocument();
      expect(secret(d, 'oldPassword')).toHaveValue('Test1234');
      expect(secret(d, 'newPassword')).toHaveValue('Fresh123');
      expect(secret(d, 'confirmNewPassword')).toHaveValue('Fresh123');
      expect(errorToastsShown()).toHaveLength(0);
      expect(journal(worldId, 'password.change')[0]).toMatchObject({ status: 500 });
    },
  });

  storyCases(ForgotErrors, {
    // password.forgotByEmail email.not.match: under the email, focused; the username and the email kept.
    EmailNotMatch: async ({ worldId }) => {
      const d = await forgotDialog();
      await expectUnder(box(d, 'email'), translate('errors.email_not_match'));
      expect(box(d, 'username')).toHaveValue('player01');
      expect(box(d, 'email')).toHaveValue('someone@example.com');
      expect(journal(worldId, 'password.forgotByEmail')[0]).toMatchObject({ code: 'email.not.match' });
    },
    // password.forgotByEmail user.not.exist: the toast, once; focus on the username; the input kept.
    UserNotExist: async ({ worldId }) => {
      const d = await forgotDialog();
      await waitFor(() => expect(errorToastsShown().map((t) => t.messageKey)).toEqual(['errors.user_not_exist']));
      expect(await screen.findByText(translate('errors.user_not_exist'))).toBeInTheDocument();
      await waitFor(() => expect(box(d, 'username')).toHaveFocus());
      expect(box(d, 'username')).toHaveValue('nobody01');
      expect(box(d, 'email')).toHaveValue('nobody01@example.com');
      expect(journal(worldId, 'password.forgotByEmail')[0]).toMatchObject({ code: 'user.not.exist' });
    },
    // sms.send user.not.exist (the phone form's code button): the forgot form's own text in the toast,
    // once, focus on the number, kept; no code field opened.
    SmsUserNotExist: async ({ worldId }) => {
      const d = await forgotDialog();
      const mobile = box(d, 'mobileNum');
      expect(await screen.findByText(translate('password.forgot.phone_unknown'))).toBeInTheDocument();
      expect(errorToastsShown().map((t) => t.messageKey)).toEqual(['password.forgot.phone_unknown']);
      await waitFor(() => expect(mobile).toHaveFocus());
      expect(mobile).toHaveValue('11800000000');
      expect(box(d, 'verificationCode')).toBeDisabled();
      expect(journal(worldId, 'sms.send')[0]).toMatchObject({ code: 'user.not.exist' });
    },
  });
});

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

  // every refusal the server answers clears the code, whatever the screen shows it as (the
  // form's alert for these); only a failure with no answer keeps it.
  it.each([
    { code: 'system.upgrading', status: 503 },
    { code: 'unknown', status: 500 },
    { code: 'too.many.requests', status: 429 },
    { code: 'no.permission', status: 403 },
  ])('password.setByPhone $code ($status): the code cleared, number and password kept (A-092)', async ({ code, status }) => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'password.setByPhone', code, status, times: 1 }]);
    const { d } = await forgotByPhoneIn(id);
    await waitFor(() => expect(formAlert(d)).toHaveAttribute('data-code', code));
    expect(within(d).getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    expect(input(d, 'New password')).toHaveValue('Fresh123');
    expect(within(d).getByRole('textbox', { name: 'Mobile number' })).not.toHaveValue('');
  });

  it('password.setByPhone with no answer (network): code and password kept for the retry (A-092)', async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'password.setByPhone', drop: true, times: 1 }]);
    const { d } = await forgotByPhoneIn(id);
    await waitFor(() => expect(formAlert(d)).toHaveAttribute('data-code', 'network'));
    expect(within(d).getByRole('textbox', { name: 'Verification code' })).not.toHaveValue('');
    expect(input(d, 'New password')).toHaveValue('Fresh123');
  });

  it("password.setByPhone user.not.exist: the forgot form's own text in the toast, focus on the number", async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'password.setByPhone', code: 'user.not.exist', times: 1 }]);
    const { d } = await forgotByPhoneIn(id);
    expect(await screen.findByText('No account uses this mobile number. Check the number, or register.')).toBeInTheDocument();
    expect(errorToastsShown()).toHaveLength(1);
    await waitFor(() => expect(within(d).getByRole('textbox', { name: 'Mobile number' })).toHaveFocus());
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
