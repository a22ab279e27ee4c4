import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { loadValidationRules } from '../../shared/validation/use-validation-rules';
import { AppAt } from '../../test/story-providers';
import { translate } from '../../shared/i18n/i18n';
import { textPattern } from '../../test/story-waits';

/**
 * The login popup over home in each state (A-019..A-038), each on its own simulator world:
 * `simScenario` picks the world; `play` reaches the interactive states, reading the world through
 * the control API (/__sim) that the story's MSW handlers serve. The world id is the story id.
 */
const meta = {
  title: 'Account/Login',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/login' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The login popup's own submit button (the header's sign-in button may read the same in PT). */
const popup = () => within(body().getAllByRole('dialog')[0]!);
const logInButton = () => popup().getByRole('button', { name: translate('login.submit') });
const findLogInButton = async () => {
  await body().findAllByRole('dialog');
  return logInButton();
};
/** The control API of the story's own world (typed client), served by the story's MSW handlers. */
const control = createControlClient(window.location.origin);
const peek = (worldId: string) => control.peek(worldId);

async function fill(label: string, value: string) {
  const input = await body().findByLabelText(label, { selector: 'input' });
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

async function tryLogin(username: string, password: string) {
  await fill(translate('login.username'), username);
  await fill(translate('login.password'), password);
  await userEvent.click(logInButton());
}

/** Sends an SMS login code for player01 through the real slider; `clockAt` sets the world clock first. */
async function sendSmsCode(worldId: string, clockAt: number) {
  await control.clock(worldId, { set: clockAt });
  const mobile = (await peek(worldId)).users.find((u) => u.username === 'player01')?.mobileNum ?? '';
  await userEvent.click(await body().findByRole('tab', { name: translate('login.tab_sms') }));
  await fill(translate('login.mobile'), mobile);
  await userEvent.click(body().getByRole('button', { name: translate('sms.fetch') }));
  const slider = await body().findByRole('dialog', { name: translate('sms.slider_title') });
  const hint = await within(slider).findByText(textPattern(translate('sms.slider_hint')));
  const target = /(\d+)/.exec(hint.textContent ?? '')?.[1] ?? '0';
  fireEvent.change(within(slider).getByRole('slider', { name: translate('sms.slider_label') }), { target: { value: target } });
  await userEvent.click(within(slider).getByRole('button', { name: translate('sms.slider_verify') }));
  await waitFor(() => expect(body().getByLabelText(translate('login.code'), { selector: 'input' })).toBeEnabled());
}

/** Empty form: username method first, remember, forgot, sign-up, social buttons (A-019..A-021). */
export const Empty: Story = { name: 'Empty form' };

/** Log in on an empty form: each rule message under its field, the first field focused. */
export const Invalid: Story = {
  name: 'Invalid input',
  play: async () => {
    const logIn = await findLogInButton();
    // The form checks fields by the backend's rules table: in a browser the click can come before
    // it has loaded (the one shared load the form itself uses), and then there is nothing to check.
    await loadValidationRules();
    await userEvent.click(logIn);
    await expect(await body().findByText(translate('rules.loginUsername'))).toBeInTheDocument();
  },
};

/** A wrong password: the error toast, no captcha yet (the default rule asks from the 2nd failure). */
export const Failure: Story = {
  name: 'Login refused',
  play: async () => {
    await tryLogin('player01', 'wrong-pass');
    await expect(await body().findByText(translate('errors.password_wrong'))).toBeInTheDocument();
  },
};

/** captcha-required: the first failure shows the captcha field and loads its image. */
export const CaptchaShown: Story = {
  name: 'Captcha shown',
  parameters: { simScenario: 'captcha-required' },
  play: async () => {
    await tryLogin('player01', 'wrong-pass');
    await expect(await body().findByLabelText(translate('login.captcha'), { selector: 'input' })).toBeInTheDocument();
  },
};

/**
 * captcha-lockout: player01 is locked; the popup says until when, once, in the form's alert,
 * and no toast covers the form (as the error story "Account locked").
 */
export const Locked: Story = {
  name: 'Account locked, in the form',
  parameters: { simScenario: 'captcha-lockout' },
  play: async () => {
    await tryLogin('player01', 'Test1234');
    const dialog = within(await body().findByRole('dialog', { name: translate('titles.login') }));
    await expect(await dialog.findByText(textPattern(translate('login.locked_until')))).toBeInTheDocument();
    await expect(body().getAllByText(textPattern(translate('login.locked_until')))).toHaveLength(1);
    await expect(document.querySelector('.ui-toast')).toBeNull();
  },
};

/** Submitting: a slow backend (latency fault) keeps the button busy. */
export const Submitting: Story = {
  name: 'Submitting',
  play: async ({ id }) => {
    await control.addFaults(id, [{ endpoint: 'auth.login', latencyMs: 1500, times: 1 }]);
    await tryLogin('player01', 'Test1234');
    await expect(await body().findByRole('button', { name: translate('login.submitting') })).toBeDisabled();
  },
};

/** Success: the popup closes and the header shows member navigation. */
export const Success: Story = {
  name: 'Signed in',
  play: async () => {
    await tryLogin('player01', 'Test1234');
    await expect(await body().findByRole('button', { name: translate('menu.deposit') })).toBeInTheDocument();
  },
};

/** SMS method: the code was sent, the button counts down to the expiry. */
export const SmsCountingDown: Story = {
  name: 'SMS counting down',
  play: async ({ id }) => {
    await sendSmsCode(id, Date.now());
    await expect(await body().findByRole('button', { name: textPattern(translate('sms.countdown_label')) })).toBeDisabled();
  },
};

/** sms-short-expiry: the code expired before it was used; the field says so. */
export const SmsCodeExpired: Story = {
  name: 'SMS code expired',
  parameters: { simScenario: 'sms-short-expiry' },
  play: async ({ id }) => {
    // Sent 20 s ago on a 10 s expiry: the button is idle again and the backend refuses the code.
    await sendSmsCode(id, Date.now() - 20_000);
    const code = (await peek(id)).sms[0]?.code ?? '';
    await control.clock(id, { set: Date.now() });
    await fill(translate('login.code'), code);
    await userEvent.click(logInButton());
    await expect(await body().findByText(translate('errors.sms_code_expired'))).toBeInTheDocument();
  },
};

/** Every switch off: no SMS method, no social buttons. */
export const FlagsOff: Story = { name: 'Every switch off', parameters: { simScenario: 'all-flags-off' } };

/** Dark theme. */
export const Dark: Story = { name: 'Dark', args: { theme: 'dark' } };
