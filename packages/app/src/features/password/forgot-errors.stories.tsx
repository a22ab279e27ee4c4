import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '../../shared/i18n/i18n';
import { AppAt } from '../../test/story-providers';
import { findErrorToast, FIRST_SCREEN_TIMEOUT_MS, textPattern } from '../../test/story-waits';

/**
 * What the forgot-password form shows for the answers of password.forgotByEmail and of its code
 * button's sms.send (docs/decisions/front-end.md "Form errors"), each from the simulator's rules on
 * the story's own world.
 */
const meta = {
  title: 'Account/Password',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/forget' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }));

/** Forgot by email, the email form filled and sent. */
async function forgotByEmail(username: string, email: string) {
  const d = await dialog();
  await userEvent.click(await d.findByRole('tab', { name: translate('password.forgot.by_email') }));
  await userEvent.type(d.getByRole('textbox', { name: translate('password.forgot.username') }), username);
  await userEvent.type(d.getByRole('textbox', { name: translate('password.forgot.email') }), email);
  await userEvent.click(d.getByRole('button', { name: translate('password.forgot.send_email') }));
  return d;
}

/** password.forgotByEmail email.not.match: player01 with an address that is not player01's; under the email. */
export const EmailNotMatch: Story = {
  name: 'Forgot password: email does not match',
  play: async () => {
    const d = await forgotByEmail('player01', 'someone@example.com');
    await expect(await d.findByText(translate('errors.email_not_match'))).toBeInTheDocument();
  },
};

/** password.forgotByEmail user.not.exist: a username no account has; the toast, focus on the username. */
export const UserNotExist: Story = {
  name: 'Forgot password: unknown username',
  parameters: { toasts: 'hold' },
  play: async () => {
    await forgotByEmail('nobody01', 'nobody01@example.com');
    await expect(await findErrorToast(translate('errors.user_not_exist'))).toBeInTheDocument();
  },
};

/**
 * sms.send user.not.exist: a code asked for a number no account uses, on the phone form; the
 * form's own text (check the number, or register) in the toast, focus on the number.
 */
export const SmsUserNotExist: Story = {
  name: 'Forgot password: unknown mobile number',
  parameters: { toasts: 'hold' },
  play: async () => {
    const d = await dialog();
    const mobile = await d.findByRole('textbox', { name: translate('password.forgot.mobileNum') });
    await userEvent.type(mobile, '11800000000');
    await userEvent.click(d.getByRole('button', { name: translate('sms.fetch') }));
    const slider = await within(document.body).findByRole('dialog', { name: translate('sms.slider_title') });
    const hint = await within(slider).findByText(textPattern(translate('sms.slider_hint')));
    const target = /(\d+)/.exec(hint.textContent ?? '')?.[1] ?? '0';
    fireEvent.change(within(slider).getByRole('slider', { name: translate('sms.slider_label') }), { target: { value: target } });
    await userEvent.click(within(slider).getByRole('button', { name: translate('sms.slider_verify') }));
    await expect(await findErrorToast(translate('password.forgot.phone_unknown'))).toBeInTheDocument();
    await waitFor(() => expect(mobile).toHaveFocus());
  },
};
