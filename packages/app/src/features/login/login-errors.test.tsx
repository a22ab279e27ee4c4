import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, translate } from '../../shared/i18n/i18n';
import { SUBMIT_TIMEOUT_MS } from '../../shared/forms/use-submit';
import { useSessionStore } from '../../shared/stores/session-store';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, control, engine, releaseLatency, useWorld as makeWorld } from '../../test/server';
import { storyCases } from '../../test/story-harness';
import { textPattern } from '../../test/story-waits';
import * as LoginErrors from './login-errors.stories';

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

/** The login popup a story renders (over the frame, in its language). */
const loginDialog = () => screen.findByRole('dialog', { name: translate('titles.login') });
/** "This account is locked until 14:05:00." in the active language: the time as a time (seconds as the locale shows them). */
const lockedUntilText = () =>
  new RegExp(textPattern(translate('login.locked_until')).source.replace('(.+?)', '\\d{1,2}:\\d{2}(?::\\d{2})?'));

/**
 * Each story of login-errors.stories.tsx is rendered once, here (all-stories.test.tsx leaves the
 * file out): after its play (the form filled in and refused, the answer's text seen), what else
 * the form shows, in the story's language. The cases no story has follow.
 */
describe('login error stories', () => {
  storyCases(LoginErrors, {
    // auth.login password.wrong: the toast once, focus on the password; username and password kept.
    PasswordWrong: async () => {
      const d = await loginDialog();
      expect(await screen.findByText(translate('errors.password_wrong'))).toBeInTheDocument();
      expect(errorKeys()).toEqual(['errors.password_wrong']);
      await waitFor(() => expect(field(d, translate('login.password'))).toHaveFocus());
      expect(field(d, translate('login.username'))).toHaveValue('player01');
      expect(field(d, translate('login.password'))).toHaveValue('Wrong999');
    },
    // auth.login user.not.exist: the login text (check or sign up) in the toast, focus on the username, kept; the sign-up link.
    UserNotExist: async () => {
      const d = await loginDialog();
      expect(await screen.findByText(translate('login.user_not_exist'))).toBeInTheDocument();
      expect(errorToasts()).toHaveLength(1);
      await waitFor(() => expect(field(d, translate('login.username'))).toHaveFocus());
      expect(field(d, translate('login.username'))).toHaveValue('nobody01');
      expect(within(d).getByRole('link', { name: translate('login.sign_up') })).toBeInTheDocument();
    },
    // auth.captcha lost: no endless 'Loading the captcha'; the retry shows the image and the failure's lines go.
    CaptchaImageFailed: async () => {
      const d = await loginDialog();
      expect(within(d).queryByText(translate('login.captcha_loading'))).toBeNull();
      await userEvent.click(within(d).getByRole('button', { name: translate('load_failed') }));
      const image = await within(d).findByRole('button', { name: translate('login.captcha_image') });
      expect(image.querySelector('img')).not.toBeNull();
      expect(within(d).queryByText(translate('errors.network'))).toBeNull();
      expect(within(d).queryByRole('button', { name: translate('load_failed') })).toBeNull();
      expect(within(d).queryByText(translate('login.captcha_loading'))).toBeNull();
    },
    // auth.login not.member: the table text in the toast, focus on the username, kept; no session.
    NotMember: async () => {
      const d = await loginDialog();
      expect(await screen.findByText(translate('errors.not_member'))).toBeInTheDocument();
      expect(errorToasts()).toHaveLength(1);
      await waitFor(() => expect(field(d, translate('login.username'))).toHaveFocus());
      expect(field(d, translate('login.username'))).toHaveValue('player01');
      expect(useSessionStore.getState().session).toBeNull();
    },
    // auth.login account.locked: said once, in the form's alert with the lock's end time, no toast; the username kept.
    AccountLocked: async () => {
      const d = await loginDialog();
      const alert = await formAlert(d, lockedUntilText());
      expect(alert).toHaveTextContent(lockedUntilText());
      await waitFor(() => expect(alert).toHaveFocus());
      expect(within(d).getAllByText(lockedUntilText()), 'the lock said once').toHaveLength(1);
      expect(screen.queryByText(translate('errors.account_locked')), 'not also in the general wording').toBeNull();
      expect(errorToasts(), 'no toast').toEqual([]);
      expect(field(d, translate('login.username'))).toHaveValue('player01');
    },
    // auth.login captcha.required: the captcha appears with its message under it, focused; the password kept; no toast.
    CaptchaRequired: async () => {
      const d = await loginDialog();
      const captcha = await within(d).findByLabelText(translate('login.captcha'), { selector: 'input' });
      expect(await within(d).findByText(translate('in_vwrite_code'))).toBeInTheDocument();
      await waitFor(() => expect(captcha).toHaveFocus());
      expect(captcha).toHaveAttribute('aria-invalid', 'true');
      expect(field(d, translate('login.password'))).toHaveValue('Test1234');
      expect(errorToasts()).toHaveLength(0);
    },
    // auth.login verify.code.error (by SMS): under the code (role=alert), focused; number and code kept.
    VerifyCodeError: async ({ worldId }) => {
      const d = await loginDialog();
      const code = field(d, translate('login.code'));
      expect(await within(d).findByText(translate('errors.verify_code'))).toHaveAttribute('role', 'alert');
      await waitFor(() => expect(code).toHaveFocus());
      expect(field(d, translate('login.mobile'))).toHaveValue(engine.world(worldId).state.users.player01!.mobileNum);
      expect(code).not.toHaveValue('');
    },
    // sms.send user.not.exist: the login text (check the number, or sign up) in the toast once, focus on the number, kept;
    // the sign-up link; no code field opened.
    SmsUserNotExist: async () => {
      const d = await loginDialog();
      expect(await screen.findByText(translate('login.mobile_not_exist'))).toBeInTheDocument();
      expect(errorKeys()).toEqual(['login.mobile_not_exist']);
      await waitFor(() => expect(field(d, translate('login.mobile'))).toHaveFocus());
      expect(field(d, translate('login.mobile'))).toHaveValue('11800000000');
      expect(within(d).getByRole('link', { name: translate('login.sign_up') })).toBeInTheDocument();
      expect(field(d, translate('login.code'))).toBeDisabled();
      expect(within(d).getByRole('button', { name: translate('sms.fetch') })).toBeEnabled();
    },
    // Network failure: the form alert (aria-live, focused), input kept, no toast; "Try again" logs in.
    Network: async () => {
      const d = await loginDialog();
      const region = await formAlert(d, translate('form.network'));
      expect(region).toHaveFocus();
      expect(field(d, translate('login.username'))).toHaveValue('player01');
      expect(field(d, translate('login.password'))).toHaveValue('Test1234');
      expect(errorToasts()).toHaveLength(0);
      await userEvent.click(within(region).getByRole('button', { name: translate('form.retry') }));
      await waitFor(() => expect(useSessionStore.getState().session?.userName).toBe('player01'));
    },
    // 5xx: the server text with "Try again" and customer service, focused; the username kept.
    ServerError: async () => {
      const d = await loginDialog();
      const region = await formAlert(d, translate('form.server_error'));
      expect(region).toHaveFocus();
      expect(within(region).getByRole('button', { name: translate('form.retry') })).toBeInTheDocument();
      expect(within(region).getByRole('link', { name: translate('contact_service') })).toBeInTheDocument();
      expect(field(d, translate('login.username'))).toHaveValue('player01');
    },
  });
});

describe('auth.login by username', () => {
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
