import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { AppAt } from '../../test/story-providers';
import { findErrorToast, FIRST_SCREEN_TIMEOUT_MS, textPattern } from '../../test/story-waits';

/**
 * What the login form shows for each answer of auth.login that changes it (A-023..A-041;
 * docs/decisions/front-end.md "Form errors"), on the story's own world: the simulator's own rules
 * where a recipe of docs/qa-guide.md reaches the code, a one-shot fault for the generic classes.
 */
const meta = {
  title: 'Account/Login',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/login' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const control = createControlClient(window.location.origin);
const dialog = async () => within((await body().findAllByRole('dialog', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }))[0]!);

async function logIn(username: string, password: string) {
  const d = await dialog();
  await userEvent.type(await d.findByLabelText(translate('login.username'), { selector: 'input' }), username);
  await userEvent.type(d.getByLabelText(translate('login.password'), { selector: 'input' }), password);
  await userEvent.click(d.getByRole('button', { name: translate('login.submit') }));
}

/** auth.login password.wrong: the toast, focus on the password, both fields kept. */
export const PasswordWrong: Story = {
  name: 'Wrong password',
  parameters: { toasts: 'hold' },
  play: async () => {
    await logIn('player01', 'Wrong999');
    await expect(await findErrorToast(translate('errors.password_wrong'))).toBeInTheDocument();
  },
};

/** auth.login user.not.exist: the login text (check the username, or sign up) in the toast. */
export const UserNotExist: Story = {
  name: 'Unknown username',
  parameters: { toasts: 'hold' },
  play: async () => {
    await logIn('nobody01', 'Test1234');
    await expect(await findErrorToast(translate('login.user_not_exist'))).toBeInTheDocument();
  },
};

/** auth.login not.member: player01 is an account type the member area does not take. */
export const NotMember: Story = {
  name: 'Not a member account',
  parameters: { toasts: 'hold' },
  play: async ({ id }) => {
    await control.patchState(id, { users: { player01: { type: 3 } } } as never);
    await logIn('player01', 'Test1234');
    await expect(await findErrorToast(translate('errors.not_member'))).toBeInTheDocument();
  },
};

/** auth.login account.locked: said once, in the form's alert, until when; no toast. */
export const AccountLocked: Story = {
  name: 'Account locked',
  parameters: { simScenario: 'captcha-lockout' },
  play: async () => {
    await logIn('player01', 'Test1234');
    await expect(await body().findByText(textPattern(translate('login.locked_until')))).toBeInTheDocument();
  },
};

/** auth.login captcha.required: the captcha appears with its message, focused. */
export const CaptchaRequired: Story = {
  name: 'Captcha required',
  play: async ({ id }) => {
    await control.patchState(id, {
      auth: { failures: { player01: { count: 1, firstAt: 0, captchaRequired: true, lockedUntil: null } } },
    } as never);
    await logIn('player01', 'Test1234');
    await expect(await (await dialog()).findByText(translate('in_vwrite_code'))).toBeInTheDocument();
  },
};

/**
 * auth.captcha lost to the network when the captcha appears: the slow-or-offline line and A-157's
 * retry in the image's place, not a 'Loading the captcha' that never ends.
 */
export const CaptchaImageFailed: Story = {
  name: 'Captcha image failed to load',
  parameters: { simFaults: [{ endpoint: 'auth.captcha', drop: true, times: 1 }] },
  play: async ({ id }) => {
    await control.patchState(id, {
      auth: { failures: { player01: { count: 1, firstAt: 0, captchaRequired: true, lockedUntil: null } } },
    } as never);
    await logIn('player01', 'Test1234');
    const d = await dialog();
    await expect(await d.findByText(translate('errors.network'))).toBeInTheDocument();
    await expect(d.getByRole('button', { name: translate('load_failed') })).toBeInTheDocument();
  },
};

/** The SMS tab with `mobile` typed, 'Fetch code', the slider passed. */
async function fetchCode(mobile: string) {
  const d = await dialog();
  await userEvent.click(await d.findByRole('tab', { name: translate('login.tab_sms') }));
  await userEvent.type(d.getByLabelText(translate('login.mobile'), { selector: 'input' }), mobile);
  await userEvent.click(d.getByRole('button', { name: translate('sms.fetch') }));
  const slider = await body().findByRole('dialog', { name: translate('sms.slider_title') });
  const hint = await within(slider).findByText(textPattern(translate('sms.slider_hint')));
  const target = /(\d+)/.exec(hint.textContent ?? '')?.[1] ?? '0';
  fireEvent.change(within(slider).getByRole('slider', { name: translate('sms.slider_label') }), { target: { value: target } });
  await userEvent.click(within(slider).getByRole('button', { name: translate('sms.slider_verify') }));
  return d;
}

/** auth.login verify.code.error: a code never sent, under the code field. */
export const VerifyCodeError: Story = {
  name: 'Wrong SMS code',
  play: async ({ id }) => {
    const mobile = (await control.peek(id)).users.find((u) => u.username === 'player01')?.mobileNum ?? '';
    const d = await fetchCode(mobile);
    const code = d.getByLabelText(translate('login.code'), { selector: 'input' });
    await waitFor(() => expect(code).toBeEnabled());
    const sent = (await control.peek(id)).sms.at(-1)?.code;
    await userEvent.type(code, sent === '000000' ? '111111' : '000000');
    await userEvent.click(d.getByRole('button', { name: translate('login.submit') }));
    await expect(await d.findByText(translate('errors.verify_code'))).toBeInTheDocument();
  },
};

/**
 * sms.send user.not.exist: a code asked for a number no account uses; the login text (check the
 * number, or sign up) in the toast, focus on the number, which stays as typed.
 */
export const SmsUserNotExist: Story = {
  name: 'Unknown mobile number',
  parameters: { toasts: 'hold' },
  play: async () => {
    const d = await fetchCode('11800000000');
    await expect(await findErrorToast(translate('login.mobile_not_exist'))).toBeInTheDocument();
    await waitFor(() => expect(d.getByLabelText(translate('login.mobile'), { selector: 'input' })).toHaveFocus());
  },
};

/** A network failure: the form alert with Try again; username and password kept. */
export const Network: Story = {
  name: 'Connection lost',
  parameters: { simFaults: [{ endpoint: 'auth.login', drop: true, times: 1 }] },
  play: async () => {
    await logIn('player01', 'Test1234');
    await expect(await (await dialog()).findByText(translate('form.network'))).toBeInTheDocument();
  },
};

/** 5xx: the form alert with Try again and customer service. */
export const ServerError: Story = {
  name: 'Server error',
  parameters: { simFaults: [{ endpoint: 'auth.login', status: 500, times: 1 }] },
  play: async () => {
    await logIn('player01', 'Test1234');
    await expect(await (await dialog()).findByText(translate('form.server_error'))).toBeInTheDocument();
  },
};
