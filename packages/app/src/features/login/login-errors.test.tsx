import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, translate } from '../../shared/i18n/i18n';
import { SUBMIT_TIMEOUT_MS } from '../../shared/forms/use-submit';
import { useSessionStore } from '../../shared/stores/session-store';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, control, engine, releaseLatency, useWorld as makeWorld } from '../../test/server';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => void vi.useRealTimers());

/**
 * What a user sees when the login form is refused (A-023..A-041; docs/decisions/front-end.md
 * "Form errors"): the code's text where the error table puts it, the username kept, focus on the
 * field to correct or on the form alert, and the next step.
 */
const field = (d: HTMLElement, name: string) => within(d).getByLabelText(name, { selector: 'input' });
const errorToasts = () => useUiStore.getState().toasts.filter((t) => t.kind === 'error');
const errorKeys = () => errorToasts().map((t) => t.messageKey);

async function openLogin(id: string) {
  renderApp('/m/login');
  const d = await screen.findByRole('dialog', { name: translate('titles.login') });
  return { d, world: engine.world(id) };
}

async function logIn(d: HTMLElement, username: string, password: string) {
  await userEvent.type(field(d, 'Username'), username);
  await userEvent.type(field(d, 'Password'), password);
  await userEvent.click(within(d).getByRole('button', { name: 'Log in' }));
}

/** The form's aria-live region holding `text`. */
async function formAlert(d: HTMLElement, text: string | RegExp) {
  return (await within(d).findByText(text)).closest('[aria-live="assertive"]') as HTMLElement;
}

describe('auth.login by username', () => {
  it('auth.login password.wrong: the toast once, focus on the password; username and password kept', async () => {
    const { d } = await openLogin(makeWorld());
    await logIn(d, 'player01', 'Wrong999');
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    expect(errorKeys()).toEqual(['errors.password_wrong']);
    await waitFor(() => expect(field(d, 'Password')).toHaveFocus());
    expect(field(d, 'Username')).toHaveValue('player01');
    expect(field(d, 'Password')).toHaveValue('Wrong999');
  });

  it('auth.login user.not.exist: the login text (check or sign up) in the toast, focus on the username, kept; the sign-up link', async () => {
    const { d } = await openLogin(makeWorld());
    await logIn(d, 'nobody01', 'Test1234');
    expect(await screen.findByText('No account has this username. Check it, or sign up.')).toBeInTheDocument();
    expect(errorToasts()).toHaveLength(1);
    await waitFor(() => expect(field(d, 'Username')).toHaveFocus());
    expect(field(d, 'Username')).toHaveValue('nobody01');
    expect(within(d).getByRole('link', { name: 'No account yet? Sign up' })).toBeInTheDocument();
  });

  it.each([
    ['pt', 'Nenhuma conta tem este nome de usuário. Verifique-o ou cadastre-se.'],
    ['vi', 'Không có tài khoản nào với tên đăng nhập này. Hãy kiểm tra lại hoặc đăng ký.'],
  ] as const)('auth.login user.not.exist in %s: the translated text', async (language, text) => {
    useUiStore.getState().setLanguage(language);
    await changeLanguage(language);
    const { d } = await openLogin(makeWorld());
    const inputs = within(d).getAllByRole('textbox');
    await userEvent.type(inputs[0]!, 'nobody01');
    await userEvent.type(d.querySelector('input[type="password"]')!, 'Test1234');
    fireEvent.submit(d.querySelector('form')!);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('auth.login not.member: the table text in the toast, focus on the username, kept', async () => {
    const id = makeWorld();
    engine.world(id).patch({ users: { player01: { type: 3 } } });
    const { d } = await openLogin(id);
    await logIn(d, 'player01', 'Test1234');
    expect(await screen.findByText('Only member accounts can log in here.')).toBeInTheDocument();
    expect(errorToasts()).toHaveLength(1);
    await waitFor(() => expect(field(d, 'Username')).toHaveFocus());
    expect(field(d, 'Username')).toHaveValue('player01');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('auth.login account.locked: the toast, the lock time in the form (role=alert), the username kept (A-024)', async () => {
    const { d } = await openLogin(makeWorld('captcha-lockout'));
    await logIn(d, 'player01', 'Test1234');
    expect(await screen.findByText(/Too many failed attempts/)).toBeInTheDocument();
    expect(await within(d).findByRole('alert')).toHaveTextContent(/This account is locked until \d{1,2}:\d{2}/);
    expect(errorKeys()).toEqual(['errors.account_locked']);
    expect(field(d, 'Username')).toHaveValue('player01');
  });

  it('auth.login captcha.required: the captcha appears with its message under it, focused; the password kept (A-023, A-025)', async () => {
    const id = makeWorld();
    await control.patchState(id, {
      auth: { failures: { player01: { count: 1, firstAt: 0, captchaRequired: true, lockedUntil: null } } },
    } as never);
    const { d } = await openLogin(id);
    await logIn(d, 'player01', 'Test1234');
    const captcha = await within(d).findByLabelText('Captcha', { selector: 'input' });
    expect(await within(d).findByText('Please enter the captcha')).toBeInTheDocument();
    await waitFor(() => expect(captcha).toHaveFocus());
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
    expect(field(d, 'Password')).toHaveValue('Test1234');
    expect(errorToasts()).toHaveLength(0);
  });

  it('auth.login verify.code.error (captcha): under the captcha, a fresh empty one, focused (A-025)', async () => {
    const { d, world } = await openLogin(makeWorld('captcha-required'));
    await logIn(d, 'player01', 'wrong-pass');
    const captcha = await within(d).findByLabelText('Captcha', { selector: 'input' });
    await userEvent.clear(field(d, 'Password'));
    await userEvent.type(field(d, 'Password'), 'Test1234');
    await waitFor(() => expect(world.peek().captcha).not.toBeNull());
    await userEvent.type(captcha, 'zzzz');
    await userEvent.click(within(d).getByRole('button', { name: 'Log in' }));
    expect(await within(d).findByText('Verification code error')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(captcha).toHaveFocus());
    expect(captcha).toHaveValue('');
    expect(field(d, 'Username')).toHaveValue('player01');
  });
});

describe('auth.login: the generic classes of a form', () => {
  it('network failure: the form alert (aria-live, focused), input kept, "Try again" logs in', async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'auth.login', drop: true, times: 1 }]);
    const { d } = await openLogin(id);
    await logIn(d, 'player01', 'Test1234');
    const region = await formAlert(d, /No connection: your request did not reach us/);
    expect(region).toHaveFocus();
    expect(field(d, 'Username')).toHaveValue('player01');
    expect(field(d, 'Password')).toHaveValue('Test1234');
    expect(errorToasts()).toHaveLength(0);
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(useSessionStore.getState().session?.userName).toBe('player01'));
  });

  it('5xx: the server text with "Try again" and customer service, focused', async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'auth.login', status: 500, times: 1 }]);
    const { d } = await openLogin(id);
    await logIn(d, 'player01', 'Test1234');
    const region = await formAlert(d, /The server could not complete your request/);
    expect(region).toHaveFocus();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /customer service/i })).toBeInTheDocument();
    expect(field(d, 'Username')).toHaveValue('player01');
  });
  it('timeout: after 20 s with no answer the form says the request may still go through, with "Try again"; the input kept', async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'auth.login', latencyMs: 120_000, times: 1 }]);
    const { d } = await openLogin(id);
    await userEvent.type(field(d, 'Username'), 'player01');
    await userEvent.type(field(d, 'Password'), 'Test1234');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await userEvent.click(within(d).getByRole('button', { name: 'Log in' }));
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1_000));
    expect(within(d).queryByText(/No answer from the server yet/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const region = await formAlert(d, /No answer from the server yet/);
    expect(region).toHaveFocus();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(field(d, 'Username')).toHaveValue('player01');
    expect(field(d, 'Password')).toHaveValue('Test1234');
    releaseLatency();
  });
});

/** The SMS tab with player01's number, 'Fetch code', the slider at `position` (its target by default). */
async function fetchCode(d: HTMLElement, mobile: string, position?: number) {
  await userEvent.click(within(d).getByRole('tab', { name: 'Mobile number' }));
  await userEvent.type(field(d, 'Mobile number'), mobile);
  await userEvent.click(within(d).getByRole('button', { name: 'Fetch code' }));
  const slider = await screen.findByRole('dialog', { name: 'Security check' });
  const hint = await within(slider).findByText(/^Move the slider to \d+/);
  const target = /to (\d+)/.exec(hint.textContent ?? '')?.[1] ?? '0';
  fireEvent.change(within(slider).getByRole('slider', { name: 'Slider position' }), {
    target: { value: String(position ?? target) },
  });
  await userEvent.click(within(slider).getByRole('button', { name: 'Verify' }));
  return slider;
}

describe('auth.login by SMS, sms.send and humanCheck.verify', () => {
  it('auth.login verify.code.error: under the code, focused; number and code kept', async () => {
    const { d, world } = await openLogin(makeWorld());
    vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
    const mobile = world.state.users.player01!.mobileNum;
    await fetchCode(d, mobile);
    const code = field(d, 'Verification code');
    await waitFor(() => expect(code).toBeEnabled());
    const sent = world.peek().sms.at(-1)?.code;
    await userEvent.type(code, sent === '000000' ? '111111' : '000000');
    await userEvent.click(within(d).getByRole('button', { name: 'Log in' }));
    expect(await within(d).findByText('Verification code error')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(code).toHaveFocus());
    expect(field(d, 'Mobile number')).toHaveValue(mobile);
    expect(code).not.toHaveValue('');
  });

  it('auth.login sms.code.expired: "request a new one" under the code, focused (A-037)', async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'auth.login', code: 'sms.code.expired', times: 1 }]);
    const { d, world } = await openLogin(id);
    vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
    await fetchCode(d, world.state.users.player01!.mobileNum);
    const code = field(d, 'Verification code');
    await waitFor(() => expect(code).toBeEnabled());
    await userEvent.type(code, world.peek().sms.at(-1)?.code ?? '');
    await userEvent.click(within(d).getByRole('button', { name: 'Log in' }));
    expect(await within(d).findByText('The code has expired. Please request a new one.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('sms.send user.not.exist: the login text (check the number, or sign up) in the toast once, focus on the number, kept; the sign-up link; no code field opened', async () => {
    const { d } = await openLogin(makeWorld());
    await fetchCode(d, '11800000000');
    expect(await screen.findByText('No account uses this mobile number. Check the number, or sign up.')).toBeInTheDocument();
    expect(errorKeys()).toEqual(['login.mobile_not_exist']);
    await waitFor(() => expect(field(d, 'Mobile number')).toHaveFocus());
    expect(field(d, 'Mobile number')).toHaveValue('11800000000');
    expect(within(d).getByRole('link', { name: 'No account yet? Sign up' })).toBeInTheDocument();
    expect(field(d, 'Verification code')).toBeDisabled();
    expect(within(d).getByRole('button', { name: 'Fetch code' })).toBeEnabled();
  });

  it.each([
    ['pt', 'Nenhuma conta usa este número de celular. Verifique o número ou cadastre-se.'],
    ['vi', 'Không có tài khoản nào dùng số điện thoại này. Hãy kiểm tra lại số hoặc đăng ký.'],
  ] as const)('sms.send user.not.exist in %s: the translated login text', async (language, text) => {
    useUiStore.getState().setLanguage(language);
    await changeLanguage(language);
    const { d } = await openLogin(makeWorld());
    await userEvent.click(within(d).getByRole('tab', { name: translate('login.tab_sms') }));
    await userEvent.type(field(d, translate('login.mobile')), '11800000000');
    await userEvent.click(within(d).getByRole('button', { name: translate('sms.fetch') }));
    const slider = await screen.findByRole('dialog', { name: translate('sms.slider_title') });
    const prefix = translate('sms.slider_hint').split('{{')[0]!;
    const hint = await within(slider).findByText((text) => text.startsWith(prefix));
    fireEvent.change(within(slider).getByRole('slider', { name: translate('sms.slider_label') }), {
      target: { value: /(\d+)/.exec(hint.textContent ?? '')?.[1] },
    });
    await userEvent.click(within(slider).getByRole('button', { name: translate('sms.slider_verify') }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sms.send human.check.failed: "slide again" in the toast, the button ready for another slide', async () => {
    const id = makeWorld();
    await addFaults(id, [{ endpoint: 'sms.send', code: 'human.check.failed', times: 1 }]);
    const { d, world } = await openLogin(id);
    await fetchCode(d, world.state.users.player01!.mobileNum);
    expect(await screen.findByText('The check did not pass. Please slide again.')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Fetch code' })).toBeEnabled();
    expect(field(d, 'Verification code')).toBeDisabled();
  });

  it('humanCheck.verify human.check.failed: the slider says so and stays open for another try', async () => {
    const { d, world } = await openLogin(makeWorld());
    const slider = await fetchCode(d, world.state.users.player01!.mobileNum, 0);
    expect(await within(slider).findByText('Not quite there. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(world.journal.list('sms.send')).toHaveLength(0);
  });
});

describe('with the phone-identity service (identity.sendCode, identity.confirm)', () => {
  it('identity.confirm verify.code.error: under the code, focused; nothing reaches auth.login (A-041)', async () => {
    const { d, world } = await openLogin(makeWorld('firebase-identity'));
    vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
    const mobile = world.state.users.player01!.mobileNum;
    await fetchCode(d, mobile);
    const code = field(d, 'Verification code');
    await waitFor(() => expect(code).toBeEnabled());
    const sent = world.peek().sms.find((s) => s.mobileNum === mobile)?.code;
    await userEvent.type(code, sent === '000000' ? '111111' : '000000');
    await userEvent.click(within(d).getByRole('button', { name: 'Log in' }));
    expect(await within(d).findByText('Verification code error')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(code).toHaveFocus());
    expect(world.journal.list('auth.login')).toHaveLength(0);
  });

  it('identity.confirm sms.code.expired: "request a new one" under the code, focused', async () => {
    const id = makeWorld('firebase-identity');
    await addFaults(id, [{ endpoint: 'identity.confirm', code: 'sms.code.expired', times: 1 }]);
    const { d, world } = await openLogin(id);
    vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
    const mobile = world.state.users.player01!.mobileNum;
    await fetchCode(d, mobile);
    const code = field(d, 'Verification code');
    await waitFor(() => expect(code).toBeEnabled());
    await userEvent.type(code, world.peek().sms.find((s) => s.mobileNum === mobile)?.code ?? '');
    await userEvent.click(within(d).getByRole('button', { name: 'Log in' }));
    expect(await within(d).findByText('The code has expired. Please request a new one.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('identity.sendCode sms.too.frequent: on a fresh page, the countdown of the code already sent resumes and the code field opens', async () => {
    const id = makeWorld('firebase-identity');
    const first = await openLogin(id);
    const world = first.world;
    vi.useFakeTimers({ toFake: ['Date'], now: world.clock.now() });
    const mobile = world.state.users.player01!.mobileNum;
    await fetchCode(first.d, mobile);
    await waitFor(() => expect(world.journal.list('identity.sendCode').map((e) => e.code)).toEqual(['OK']));
    // The page is opened again 20 s later: the code sent then is still valid (the recipe of docs/qa-guide.md).
    cleanup();
    await control.clock(id, { advanceMs: 20_000 });
    vi.setSystemTime(world.clock.now());
    const { d } = await openLogin(id);
    await fetchCode(d, mobile);
    await waitFor(() => expect(world.journal.list('identity.sendCode').map((e) => e.code)).toEqual(['OK', 'sms.too.frequent']));
    expect(await within(d).findByRole('button', { name: 'You can request a new code in 40 seconds' })).toBeDisabled();
    await waitFor(() => expect(field(d, 'Verification code')).toBeEnabled());
    expect(errorToasts()).toHaveLength(0);
  });

  it('identity.sendCode human.check.failed: the service fails quietly, the button ready for another slide (A-040)', async () => {
    const id = makeWorld('firebase-identity');
    await addFaults(id, [{ endpoint: 'identity.sendCode', code: 'human.check.failed', times: 1 }]);
    const { d, world } = await openLogin(id);
    await fetchCode(d, world.state.users.player01!.mobileNum);
    await waitFor(() => expect(world.journal.list('identity.sendCode').map((e) => e.code)).toEqual(['human.check.failed']));
    await waitFor(() => expect(screen.queryByText('Please wait...')).toBeNull());
    expect(errorToasts()).toHaveLength(0);
    expect(within(d).getByRole('button', { name: 'Fetch code' })).toBeEnabled();
    expect(field(d, 'Verification code')).toBeDisabled();
  });
});
