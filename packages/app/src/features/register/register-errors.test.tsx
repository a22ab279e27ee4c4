import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, translate } from '../../shared/i18n/i18n';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, useWorld, useWorld as makeWorld } from '../../test/server';
import { errorToastsShown, recordErrorToasts } from '../../test/error-toasts';
import { storyCases } from '../../test/story-harness';
import * as RegisterErrors from './register-errors.stories';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => void vi.useRealTimers());

/**
 * What a user sees when the registration is refused (A-063, A-067; docs/decisions/front-end.md
 * "Form errors"): every answer under its field, focused; what was typed stays (the passwords too);
 * a captcha the call spent is renewed, empty; a form-wide failure in the form's aria-live alert.
 */
// The dialog and the passwords are named through the texts' keys, as the story cases below need (a
// story renders in PT or VI); in EN they read 'Register', 'Password' and 'Confirm password'.
const dialog = () => screen.findByRole('dialog', { name: translate('titles.register') });
/** A register field's label in the active language (`register.fields.<name>`). */
const label = (name: string) => translate(`register.fields.${name}`);
const box = async (name: string) => within(await dialog()).findByRole('textbox', { name });
const secret = async (name: string) => within(await dialog()).findByLabelText(name, { selector: 'input' });
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
  return input;
}
const journal = (id: string, endpoint: string) => engine.world(id).journal.list(endpoint);
const captchaText = async (id: string) => {
  await waitFor(() => expect(engine.world(id).state.captcha).not.toBeNull());
  return engine.world(id).state.captcha!.text;
};

/** The username form filled (a valid captcha unless `captcha` says otherwise), then Join now. */
async function registerByUsername(id: string, fields: { username?: string; mobile?: string; invitation?: string; captcha?: string } = {}) {
  renderApp('/m/register');
  await fill(await box('Username'), fields.username ?? 'freshman7');
  await fill(await secret('Password'), 'Secret99');
  await fill(await secret('Confirm password'), 'Secret99');
  if (fields.mobile) await fill(await box('Mobile number'), fields.mobile);
  if (fields.invitation) await fill(await box('Invitation code'), fields.invitation);
  await fill(await box('Captcha'), fields.captcha ?? (await captchaText(id)));
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Join now' }));
}

/** Passes the slider of the SMS button (a code is asked for). */
async function passSlider() {
  const slider = await screen.findByRole('dialog', { name: 'Security check' });
  const hint = await within(slider).findByText(/^Move the slider to \d+/);
  fireEvent.change(within(slider).getByRole('slider', { name: 'Slider position' }), {
    target: { value: /to (\d+)/.exec(hint.textContent ?? '')?.[1] },
  });
  await userEvent.click(within(slider).getByRole('button', { name: 'Verify' }));
}

const NEW_NUMBER = '11800000000';

/**
 * The mobile form: a new number, its code asked for and typed (`code` of the code texted),
 * the passwords, the invitation code, the captcha (valid unless given); `beforeSubmit` runs before Join now.
 */
async function registerByMobile(
  id: string,
  opts: { code?: (sent: string) => string; invitation?: string; captcha?: string; beforeSubmit?: () => void } = {},
) {
  const world = engine.world(id);
  renderApp('/m/register');
  await userEvent.click(await within(await dialog()).findByRole('tab', { name: 'Mobile number' }));
  vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
  await fill(await box('Mobile number'), NEW_NUMBER);
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Fetch code' }));
  await passSlider();
  const code = await box('Verification code');
  await waitFor(() => expect(code).toBeEnabled());
  await fill(code, (opts.code ?? ((s) => s))(world.peek().sms.at(-1)?.code ?? ''));
  await fill(await secret('Password'), 'Secret99');
  await fill(await secret('Confirm password'), 'Secret99');
  if (opts.invitation) await fill(await box('Invitation code'), opts.invitation);
  await fill(await box('Captcha'), opts.captcha ?? (await captchaText(id)));
  opts.beforeSubmit?.();
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Join now' }));
}

/** The message under `field`, the field focused and marked invalid, no toast (the table's `field`). */
async function expectUnder(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(field).toHaveFocus());
  expect(errorToastsShown()).toHaveLength(0);
}

/** The passwords and the other typed fields kept. */
async function expectPasswordsKept() {
  expect(await secret(label('password'))).toHaveValue('Secret99');
  expect(await secret(label('confirmPassword'))).toHaveValue('Secret99');
}

/** The form asked for a new captcha image after the world's first `endpoint` call (that call spent the one before). */
async function expectCaptchaAskedAfter(id: string, endpoint: string) {
  const call = journal(id, endpoint)[0];
  expect(call).toBeDefined();
  await waitFor(() => expect(journal(id, 'auth.captcha').at(-1)?.seq).toBeGreaterThan(call!.seq));
}

/** The form-wide failure: `key`'s text in the form's aria-live alert, which has focus. */
async function expectAlert(key: string): Promise<HTMLElement> {
  const text = await within(await dialog()).findByText(translate(key));
  const region = text.closest('[aria-live]') as HTMLElement;
  await waitFor(() => expect(region).toHaveFocus());
  return region;
}

/**
 * The stories of register-errors.stories.tsx, each rendered once, in PT or VI: its
 * play fills the form and sees the answer's text; here, the rest of what the answer changes on the
 * form: the text under its field, marked invalid and focused, no error toast, what was typed kept,
 * a spent captcha renewed and empty, the simulator's answer in the world's journal. The cases no
 * story plays (other forms, one-shot faults the stories do not use) are the tests below.
 */
describe('register-errors stories', () => {
  recordErrorToasts();

  storyCases(RegisterErrors, {
    // register.byUsername username.exists (A-067: player01 is taken): under the username, focused; the
    // passwords kept, the captcha spent and empty.
    UsernameExists: async ({ worldId }) => {
      await expectUnder(await box(label('username')), translate('errors.username_exists'));
      expect(await box(label('username'))).toHaveValue('player01');
      await expectPasswordsKept();
      expect(await box(label('captcha'))).toHaveValue('');
      expect(journal(worldId, 'register.byUsername')[0]).toMatchObject({ code: 'username.exists' });
    },
    // register.byUsername verify.code.error (a wrong captcha, A-063): its text under a new, empty captcha,
    // focused; the rest kept.
    CaptchaWrong: async ({ worldId }) => {
      await expectUnder(await box(label('captcha')), translate('register.errors.captcha_wrong'));
      // The call spent the captcha the play typed against (the simulator drops it): a new image is
      // asked for after the refusal, and the world holds its text (a new one, A-063).
      expect(journal(worldId, 'register.byUsername')[0]).toMatchObject({ code: 'verify.code.error' });
      await expectCaptchaAskedAfter(worldId, 'register.byUsername');
      await waitFor(() => expect(engine.world(worldId).state.captcha?.text).toBeDefined());
      expect(await box(label('captcha'))).toHaveValue('');
      expect(await box(label('username'))).toHaveValue('freshman7');
      await expectPasswordsKept();
    },
    // register.byUsername captcha.required (a one-shot answer): "enter the new captcha" under it, focused, the input empty.
    CaptchaRequired: async () => {
      await expectUnder(await box(label('captcha')), translate('register.errors.captcha_required'));
      expect(await box(label('captcha'))).toHaveValue('');
      expect(await box(label('username'))).toHaveValue('freshman7');
    },
    // register.byUsername invitation.code.invalid: under the invitation code, focused; the code kept.
    InvitationInvalid: async () => {
      await expectUnder(await box(label('affiliateCode')), translate('invitation_code_error'));
      expect(await box(label('affiliateCode'))).toHaveValue('ZZZ999');
      await expectPasswordsKept();
    },
    // sms.send mobile.exists (player01's number, the mobile tab): under the mobile number, focused, no toast; the number kept.
    MobileExists: async ({ worldId }) => {
      const taken = engine.world(worldId).state.users.player01!.mobileNum;
      await expectUnder(await box(label('mobileNum')), translate('register.errors.mobile_exists'));
      expect(await box(label('mobileNum'))).toHaveValue(taken);
      expect(journal(worldId, 'sms.send')[0]).toMatchObject({ code: 'mobile.exists' });
    },
    // sms.verify sms.code.expired (the clock 61 s on): "get a new code" under the code, focused; the number kept.
    SmsCodeExpired: async ({ worldId }) => {
      await expectUnder(await box(label('verificationCode')), translate('register.errors.sms_code_expired'));
      expect(await box(label('mobileNum'))).toHaveValue(NEW_NUMBER);
      expect(journal(worldId, 'sms.verify')[0]).toMatchObject({ code: 'sms.code.expired' });
    },
    // register.byMobile verify.code.error as a one-shot fault (no field named): the SMS code's text
    // under the code, focused; the code kept, no form alert; the passwords kept.
    SmsCodeWrong: async ({ worldId }) => {
      // The code the play typed: the one texted to the number.
      const typed = engine.world(worldId).peek().sms.at(-1)?.code ?? '';
      expect(typed).not.toBe('');
      await expectUnder(await box(label('verificationCode')), translate('register.errors.sms_code_wrong'));
      expect(await box(label('verificationCode'))).toHaveValue(typed);
      expect(within(await dialog()).queryByText(translate('errors.verify_code'))).toBeNull();
      expect(journal(worldId, 'register.byMobile')[0]).toMatchObject({ code: 'verify.code.error' });
      await expectPasswordsKept();
    },
    // register.byUsername 5xx: the server text with Try again and customer service; Try again asks for the new captcha,
    // then the registration goes through (A-062: the success popup).
    ServerError: async ({ worldId }) => {
      const region = await expectAlert('form.server_error');
      expect(within(region).getByRole('link', { name: translate('contact_service') })).toBeInTheDocument();
      // The call may have spent the captcha: a new one, typed before the form sends again.
      expect(await box(label('captcha'))).toHaveValue('');
      await userEvent.click(within(region).getByRole('button', { name: translate('form.retry') }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: label('captcha') })).toHaveFocus());
      expect(journal(worldId, 'register.byUsername')).toHaveLength(1);
      await expectCaptchaAskedAfter(worldId, 'register.byUsername');
      await fill(await box(label('captcha')), await captchaText(worldId));
      await userEvent.click(within(await dialog()).getByRole('button', { name: translate('register.join') }));
      expect(await screen.findByRole('dialog', { name: translate('register.success_title') })).toBeInTheDocument();
    },
    // register.byUsername network failure: the network text in the form alert, focused, with Try again; the input kept.
    Network: async () => {
      const region = await expectAlert('form.network');
      expect(within(region).getByRole('button', { name: translate('form.retry') })).toBeInTheDocument();
      expect(await box(label('username'))).toHaveValue('freshman7');
      await expectPasswordsKept();
    },
  });
});

describe('register.byUsername', () => {
  it("register.byUsername mobile.exists (player01's number): under the mobile number, focused; the number kept", async () => {
    const id = useWorld();
    const taken = engine.world(id).state.users.player01!.mobileNum;
    await registerByUsername(id, { mobile: taken });
    await expectUnder(await box('Mobile number'), 'This mobile number already has an account. Log in, or use another number.');
    expect(await box('Mobile number')).toHaveValue(taken);
    await expectPasswordsKept();
  });

  it('typing in the refused field hides the answer', async () => {
    const id = useWorld();
    await registerByUsername(id, { username: 'player01' });
    const username = await box('Username');
    await expectUnder(username, 'Sorry, the username already exists.');
    await userEvent.type(username, 'x');
    await waitFor(() => expect(username).not.toHaveAccessibleDescription('Sorry, the username already exists.'));
  });
});

describe('register.checkAffiliate', () => {
  it('register.checkAffiliate invitation.code.invalid (a typed code, A-060): under the field, focused; the captcha not spent stays', async () => {
    const id = useWorld();
    renderApp('/m/register?aff=NOPE99');
    const captcha = await captchaText(id);
    await fill(await box('Username'), 'freshman2');
    await fill(await secret('Password'), 'Secret99');
    await fill(await secret('Confirm password'), 'Secret99');
    await fill(await box('Invitation code'), 'BAD999');
    await fill(await box('Captcha'), captcha);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Join now' }));
    await expectUnder(await box('Invitation code'), 'Invalid invitation code');
    expect(await box('Captcha')).toHaveValue(captcha);
    expect(await box('Username')).toHaveValue('freshman2');
    expect(journal(id, 'register.byUsername')).toHaveLength(0);
  });
});

describe('register.byMobile and its code step', () => {
  it('sms.send mobile.exists as a one-shot fault (no field named): the same text under the mobile number, focused, no toast', async () => {
    const id = useWorld();
    await addFaults(id, [{ endpoint: 'sms.send', code: 'mobile.exists', times: 1 }]);
    renderApp('/m/register');
    await userEvent.click(await within(await dialog()).findByRole('tab', { name: 'Mobile number' }));
    await fill(await box('Mobile number'), NEW_NUMBER);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Fetch code' }));
    await passSlider();
    await expectUnder(await box('Mobile number'), 'This mobile number already has an account. Log in, or use another number.');
    expect(await box('Mobile number')).toHaveValue(NEW_NUMBER);
    expect(await box('Verification code')).toBeDisabled();
  });

  it('sms.verify verify.code.error (a code never sent): under the code, focused; code and captcha kept, nothing registered', async () => {
    const id = useWorld();
    await registerByMobile(id, { code: () => '000000' });
    await expectUnder(await box('Verification code'), 'The SMS code is wrong. Check the message, or get a new code.');
    expect(await box('Verification code')).toHaveValue('000000');
    expect(await box('Captcha')).not.toHaveValue('');
    await expectPasswordsKept();
    expect(journal(id, 'register.byMobile')).toHaveLength(0);
  });

  it('register.byMobile verify.code.error (a wrong captcha): the captcha text under a new, empty captcha', async () => {
    const id = useWorld();
    await registerByMobile(id, { captcha: 'WRONG' });
    await expectUnder(await box('Captcha'), 'The captcha was wrong. Enter the characters of the new image.');
    expect(await box('Captcha')).toHaveValue('');
    expect(await box('Verification code')).not.toHaveValue('');
    expect(journal(id, 'register.byMobile')[0]).toMatchObject({ code: 'verify.code.error' });
  });

  it('register.byMobile invitation.code.invalid: under the invitation code, focused', async () => {
    const id = useWorld();
    await registerByMobile(id, { invitation: 'ZZZ999' });
    await expectUnder(await box('Invitation code'), 'Invalid invitation code');
    expect(await box('Invitation code')).toHaveValue('ZZZ999');
  });

  // register.byMobile mobile.exists, register.byMobile sms.code.expired,
  // register.byMobile captcha.required: each under its field, as one-shot answers (their rules are in qa/error-recipes.ts).
  for (const [code, field, message] of [
    ['mobile.exists', 'Mobile number', 'This mobile number already has an account. Log in, or use another number.'],
    ['sms.code.expired', 'Verification code', 'The SMS code has expired. Tap the button to get a new code.'],
    ['captcha.required', 'Captcha', 'Enter the characters of the new captcha image.'],
  ] as const) {
    it(`register.byMobile ${code}: under the ${field.toLowerCase()}, focused; the passwords kept`, async () => {
      const id = useWorld();
      await addFaults(id, [{ endpoint: 'register.byMobile', code, times: 1 }]);
      await registerByMobile(id);
      await expectUnder(await box(field), message);
      expect(await box('Mobile number')).toHaveValue(NEW_NUMBER);
      await expectPasswordsKept();
    });
  }
});

describe('register.byUsername with no answer in time', () => {
  it('register.byUsername timeout: "no answer yet" in the form alert, focused; the input kept', async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'register.byUsername', latencyMs: 60_000, times: 1 }]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await registerByUsername(id);
    await vi.advanceTimersByTimeAsync(20_000);
    const text = await within(await dialog()).findByText(/^No answer from the server yet/);
    await waitFor(() => expect(text.closest('[aria-live]')).toHaveFocus());
    expect(await box('Username')).toHaveValue('freshman7');
    await expectPasswordsKept();
  });
});

describe('the register answers in PT and VI', () => {
  for (const [language, message] of [
    ['pt', 'Este número de celular já tem uma conta. Entre, ou use outro número.'],
    ['vi', 'Số điện thoại này đã có tài khoản. Hãy đăng nhập, hoặc dùng số khác.'],
  ] as const) {
    it(`register.byUsername mobile.exists in ${language.toUpperCase()}`, async () => {
      useUiStore.getState().setLanguage(language);
      await changeLanguage(language);
      const id = useWorld();
      await addFaults(id, [{ endpoint: 'register.byUsername', code: 'mobile.exists', times: 1 }]);
      renderApp('/m/register');
      const join = language === 'pt' ? 'Cadastrar agora' : 'Tham gia ngay';
      const form = await screen.findByRole('form');
      const inputs = within(form).getAllByRole('textbox');
      await fill(inputs[0]!, 'freshman7');
      const secrets = form.querySelectorAll<HTMLInputElement>('input[type="password"]');
      await fill(secrets[0]!, 'Secret99');
      await fill(secrets[1]!, 'Secret99');
      const captcha = inputs.at(-1)!;
      await fill(captcha, await captchaText(id));
      await userEvent.click(within(form).getByRole('button', { name: join }));
      expect(await within(form).findByText(message)).toBeInTheDocument();
    });
  }
});
