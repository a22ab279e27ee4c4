import type { Fault } from '@m/mock-server/control-client';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, useWorld, useWorld as makeWorld } from '../../test/server';

// Screens load settings, rules and the popup chunk: give them time on a busy machine (the suite runs in parallel).
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => void vi.useRealTimers());

/**
 * What a user sees when the registration is refused (A-063, A-067; docs/decisions/front-end.md
 * "Form errors"): every answer under its field, focused; what was typed stays (the passwords too);
 * a captcha the call spent is renewed, empty; a form-wide failure in the form's aria-live alert.
 */
const dialog = () => screen.findByRole('dialog', { name: 'Register' });
const box = async (name: string) => within(await dialog()).findByRole('textbox', { name });
const secret = async (label: string) => within(await dialog()).findByLabelText(label, { selector: 'input' });
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
  return input;
}
const journal = (id: string, endpoint: string) => engine.world(id).journal.list(endpoint);
const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');
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
  expect(errorToasts()).toHaveLength(0);
}

/** The passwords and the other typed fields kept. */
async function expectPasswordsKept() {
  expect(await secret('Password')).toHaveValue('Secret99');
  expect(await secret('Confirm password')).toHaveValue('Secret99');
}

/** The captcha the call spent: a new image, the input empty. */
async function expectCaptchaRenewed(id: string, before: string) {
  await waitFor(() => expect(engine.world(id).state.captcha?.text).toBeDefined());
  expect(engine.world(id).state.captcha!.text).not.toBe(before);
  expect(await box('Captcha')).toHaveValue('');
}

describe('register.byUsername', () => {
  it('register.byUsername username.exists: under the username, focused; passwords kept, captcha renewed', async () => {
    const id = useWorld();
    await registerByUsername(id, { username: 'player01' });
    await expectUnder(await box('Username'), 'Sorry, the username already exists.');
    expect(await box('Username')).toHaveValue('player01');
    await expectPasswordsKept();
    expect(await box('Captcha')).toHaveValue('');
    expect(journal(id, 'register.byUsername')[0]).toMatchObject({ code: 'username.exists' });
  });

  it('register.byUsername verify.code.error (a wrong captcha): the captcha text under a new, empty captcha, focused', async () => {
    const id = useWorld();
    renderApp('/m/register');
    const before = await captchaText(id);
    await fill(await box('Username'), 'freshman7');
    await fill(await secret('Password'), 'Secret99');
    await fill(await secret('Confirm password'), 'Secret99');
    await fill(await box('Captcha'), 'WRONG');
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Join now' }));
    await expectUnder(await box('Captcha'), 'The captcha was wrong. Enter the characters of the new image.');
    await expectCaptchaRenewed(id, before);
    expect(await box('Username')).toHaveValue('freshman7');
    await expectPasswordsKept();
  });

  it('register.byUsername captcha.required: "enter the new captcha" under it, focused', async () => {
    const id = useWorld();
    await addFaults(id, [{ endpoint: 'register.byUsername', code: 'captcha.required', times: 1 }]);
    await registerByUsername(id);
    await expectUnder(await box('Captcha'), 'Enter the characters of the new captcha image.');
    expect(await box('Captcha')).toHaveValue('');
    expect(await box('Username')).toHaveValue('freshman7');
  });

  it("register.byUsername mobile.exists (player01's number): under the mobile number, focused; the number kept", async () => {
    const id = useWorld();
    const taken = engine.world(id).state.users.player01!.mobileNum;
    await registerByUsername(id, { mobile: taken });
    await expectUnder(await box('Mobile number'), 'This mobile number already has an account. Log in, or use another number.');
    expect(await box('Mobile number')).toHaveValue(taken);
    await expectPasswordsKept();
  });

  it('register.byUsername invitation.code.invalid: under the invitation code, focused; the code kept', async () => {
    const id = useWorld();
    await registerByUsername(id, { invitation: 'ZZZ999' });
    await expectUnder(await box('Invitation code'), 'Invalid invitation code');
    expect(await box('Invitation code')).toHaveValue('ZZZ999');
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
  it('sms.send mobile.exists: under the mobile number, focused, no toast; the number kept', async () => {
    const id = useWorld();
    const taken = engine.world(id).state.users.player01!.mobileNum;
    renderApp('/m/register');
    await userEvent.click(await within(await dialog()).findByRole('tab', { name: 'Mobile number' }));
    await fill(await box('Mobile number'), taken);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Fetch code' }));
    await passSlider();
    await expectUnder(await box('Mobile number'), 'This mobile number already has an account. Log in, or use another number.');
    expect(await box('Mobile number')).toHaveValue(taken);
    expect(journal(id, 'sms.send')[0]).toMatchObject({ code: 'mobile.exists' });
  });

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

  it('register.byMobile verify.code.error as a one-shot fault (no field named): the SMS code text under the code, focused; the code kept, no form alert', async () => {
    const id = useWorld();
    await addFaults(id, [{ endpoint: 'register.byMobile', code: 'verify.code.error', times: 1 }]);
    let typed = '';
    await registerByMobile(id, { code: (sent) => (typed = sent) });
    await expectUnder(await box('Verification code'), 'The SMS code is wrong. Check the message, or get a new code.');
    expect(await box('Verification code')).toHaveValue(typed);
    expect(within(await dialog()).queryByText('Verification code error')).toBeNull();
    expect(journal(id, 'register.byMobile')[0]).toMatchObject({ code: 'verify.code.error' });
    await expectPasswordsKept();
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

  it('sms.verify sms.code.expired (the clock 61 s on): "get a new code" under the code, focused; the number kept', async () => {
    const id = useWorld();
    await registerByMobile(id, { beforeSubmit: () => engine.world(id).clock.advance(61_000) });
    await expectUnder(await box('Verification code'), 'The SMS code has expired. Tap the button to get a new code.');
    expect(await box('Mobile number')).toHaveValue(NEW_NUMBER);
    expect(journal(id, 'sms.verify')[0]).toMatchObject({ code: 'sms.code.expired' });
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

describe('generic classes on the register form', () => {
  const failing = async (fault: Fault) => {
    const id = makeWorld();
    await addFaults(id, [fault]);
    await registerByUsername(id);
    return id;
  };

  it('register.byUsername network failure: the network text in the form alert, focused, with "Try again"; the input kept', async () => {
    await failing({ endpoint: 'register.byUsername', drop: true, times: 1 });
    const text = await within(await dialog()).findByText(/^No connection: your request did not reach us/);
    const region = text.closest('[aria-live]') as HTMLElement;
    await waitFor(() => expect(region).toHaveFocus());
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await box('Username')).toHaveValue('freshman7');
    await expectPasswordsKept();
  });

  it('register.byUsername 5xx: the server text with "Try again" and customer service; Try again asks for the new captcha', async () => {
    const id = await failing({ endpoint: 'register.byUsername', status: 500, times: 1 });
    const text = await within(await dialog()).findByText(/^The server could not complete your request/);
    const region = text.closest('[aria-live]') as HTMLElement;
    await waitFor(() => expect(region).toHaveFocus());
    expect(within(region).getByRole('link', { name: /customer service/i })).toBeInTheDocument();
    // The call may have spent the captcha: a new one, typed before the form sends again.
    expect(await box('Captcha')).toHaveValue('');
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveFocus());
    expect(journal(id, 'register.byUsername')).toHaveLength(1);
    await fill(await box('Captcha'), await captchaText(id));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('dialog', { name: 'Registered successfully' })).toBeInTheDocument();
  });
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
