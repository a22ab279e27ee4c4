import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { AppAt } from '../../test/story-providers';
import { FIRST_SCREEN_TIMEOUT_MS, textPattern } from '../../test/story-waits';

/**
 * What the registration form shows for each answer that changes it (A-063, A-067;
 * docs/decisions/front-end.md "Form errors"), on the story's own world: every refusal under its
 * field, focused, what was typed kept. The taken username, the wrong captcha, the unknown
 * invitation code, the taken number (sms.send) and the expired SMS code come from the simulator's
 * rules; captcha.required (the form's own check stops an empty captcha), the 5xx and the network
 * failure from one-shot faults.
 */
const meta = {
  title: 'Account/Register',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/register' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const control = createControlClient(window.location.origin);
const field = (name: string) => `register.fields.${name}`;
const box = async (name: string) => body().findByRole('textbox', { name: translate(field(name)) }, { timeout: FIRST_SCREEN_TIMEOUT_MS });
const secret = async (name: string) => body().findByLabelText(translate(field(name)), { selector: 'input' });

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** The captcha image's text (the simulator's), once the form has asked for one. */
async function captchaOf(worldId: string): Promise<string> {
  for (let frame = 0; frame < 600; frame++) {
    const text = (await control.peek(worldId)).captcha;
    if (text) return text;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new Error('the form asked for no captcha');
}

/** The username form filled (the real captcha unless given), then Join now. */
async function joinByUsername(worldId: string, opts: { username?: string; invitation?: string; captcha?: string } = {}) {
  await fill(await box('username'), opts.username ?? 'freshman7');
  await fill(await secret('password'), 'Secret99');
  await fill(await secret('confirmPassword'), 'Secret99');
  if (opts.invitation) await fill(await box('affiliateCode'), opts.invitation);
  await fill(await box('captcha'), opts.captcha ?? (await captchaOf(worldId)));
  await userEvent.click(body().getByRole('button', { name: translate('register.join') }));
}

/** The mobile tab, `mobile` typed, Fetch code, the slider passed. */
async function fetchCode(mobile: string) {
  await userEvent.click(await body().findByRole('tab', { name: translate('register.by_mobile') }, { timeout: FIRST_SCREEN_TIMEOUT_MS }));
  await fill(await box('mobileNum'), mobile);
  await userEvent.click(body().getByRole('button', { name: translate('sms.fetch') }));
  const slider = await body().findByRole('dialog', { name: translate('sms.slider_title') });
  const hint = await within(slider).findByText(textPattern(translate('sms.slider_hint')));
  const target = /(\d+)/.exec(hint.textContent ?? '')?.[1] ?? '0';
  fireEvent.change(within(slider).getByRole('slider', { name: translate('sms.slider_label') }), { target: { value: target } });
  await userEvent.click(within(slider).getByRole('button', { name: translate('sms.slider_verify') }));
}

/** By mobile: a code sent to a new number, typed with the passwords and the captcha; `beforeJoin` runs just before Join now. */
async function joinByMobile(worldId: string, beforeJoin: () => Promise<unknown> = async () => undefined) {
  await fetchCode('11800000000');
  const code = await box('verificationCode');
  // Enabled once the send has answered (the countdown starts): wait for it, as a reviewer's browser needs.
  await waitFor(() => expect(code).toBeEnabled(), { timeout: FIRST_SCREEN_TIMEOUT_MS });
  await fill(code, (await control.peek(worldId)).sms.at(-1)?.code ?? '');
  await fill(await secret('password'), 'Secret99');
  await fill(await secret('confirmPassword'), 'Secret99');
  await fill(await box('captcha'), await captchaOf(worldId));
  await beforeJoin();
  await userEvent.click(body().getByRole('button', { name: translate('register.join') }));
}

const seen = async (key: string) => expect(await body().findByText(translate(key))).toBeInTheDocument();

/** register.byUsername username.exists: player01 is taken; under the username, focused; a new captcha. */
export const UsernameExists: Story = {
  name: 'Username taken',
  play: async ({ id }) => {
    await joinByUsername(id, { username: 'player01' });
    await seen('errors.username_exists');
  },
};

/** register.byUsername verify.code.error: a wrong captcha; the captcha's own text under a new image. */
export const CaptchaWrong: Story = {
  name: 'Wrong captcha',
  play: async ({ id }) => {
    await joinByUsername(id, { captcha: 'WRONG' });
    await seen('register.errors.captcha_wrong');
  },
};

/** register.byUsername captcha.required: the site's own check stops an empty captcha, so a one-shot answer shows it. */
export const CaptchaRequired: Story = {
  name: 'Captcha missing',
  parameters: { simFaults: [{ endpoint: 'register.byUsername', code: 'captcha.required', times: 1 }] },
  play: async ({ id }) => {
    await joinByUsername(id);
    await seen('register.errors.captcha_required');
  },
};

/** register.byUsername invitation.code.invalid: a code no agent has, under the invitation code. */
export const InvitationInvalid: Story = {
  name: 'Unknown invitation code',
  play: async ({ id }) => {
    await joinByUsername(id, { invitation: 'ZZZ999' });
    await seen('invitation_code_error');
  },
};

/** sms.send mobile.exists: a code asked for player01's number, refused under the mobile number. */
export const MobileExists: Story = {
  name: 'Mobile number taken',
  play: async ({ id }) => {
    const mobile = (await control.peek(id)).users.find((u) => u.username === 'player01')?.mobileNum ?? '';
    await fetchCode(mobile);
    await seen('register.errors.mobile_exists');
  },
};

/** sms.verify sms.code.expired: the code sent, the clock 61 s on, then Join now; under the code. */
export const SmsCodeExpired: Story = {
  name: 'SMS code expired',
  play: async ({ id }) => {
    await joinByMobile(id, () => control.clock(id, { advanceMs: 61_000 }));
    await seen('register.errors.sms_code_expired');
  },
};

/**
 * register.byMobile verify.code.error as a one-shot fault, which names no field: the SMS code's
 * text under the code, focused, the code kept (not the form alert).
 */
export const SmsCodeWrong: Story = {
  name: 'Wrong SMS code',
  parameters: { simFaults: [{ endpoint: 'register.byMobile', code: 'verify.code.error', times: 1 }] },
  play: async ({ id }) => {
    await joinByMobile(id);
    await seen('register.errors.sms_code_wrong');
  },
};

/** 5xx: the form alert with Try again and customer service; what was typed stays, the captcha is new. */
export const ServerError: Story = {
  name: 'Server error',
  parameters: { simFaults: [{ endpoint: 'register.byUsername', status: 500, times: 1 }] },
  play: async ({ id }) => {
    await joinByUsername(id);
    await seen('form.server_error');
  },
};

/** A network failure: the network text in the form alert with Try again. */
export const Network: Story = {
  name: 'Connection lost',
  parameters: { simFaults: [{ endpoint: 'register.byUsername', drop: true, times: 1 }] },
  play: async ({ id }) => {
    await joinByUsername(id);
    await seen('form.network');
  },
};
