import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../../test/story-providers';
import { AppLoggedInAs } from '../../shared/story-session';
import { translate } from '../../shared/i18n/i18n';

/**
 * The forgot-password and change-password popups over home, each story on its own simulator world
 * (`simScenario` picks the switches); interaction states are reached by `play`.
 */
const meta = {
  title: 'Account/Password',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/forget' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The control API of the story's own world, served by the story's MSW handlers. */
const control = createControlClient(window.location.origin);

/** A slow backend for the next call of `endpoint` in this story's world (Storybook: world id = story id). */
const slow = (worldId: string, endpoint: string) => control.addFaults(worldId, [{ endpoint, latencyMs: 1500, times: 1 }]);

/** Forgot password with phone verification on: the SMS tab is the default. */
export const ForgetByPhone: Story = { name: 'Forgot password by phone', args: { path: '/m/forget' } };

/** FORGETPSWPHONE off: only the email form. */
export const ForgetEmailOnly: Story = {
  name: 'Forgot password, email only',
  args: { path: '/m/forget' },
  parameters: { simScenario: 'forget-email-only' },
};

/** A wrong email: the message shows and the button stays disabled. */
export const ForgetEmailInvalid: Story = {
  name: 'Forgot password, invalid email',
  args: { path: '/m/forget' },
  parameters: { simScenario: 'forget-email-only' },
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: translate('password.forgot.username') }), 'player01');
    await userEvent.type(body().getByRole('textbox', { name: translate('password.forgot.email') }), 'player01@example');
    await userEvent.tab();
    await expect(await body().findByText(translate('in_email_incorrect'))).toBeInTheDocument();
  },
};

/** Submitting: while the backend answers, 'Please wait...' shows and the button is busy. */
export const ForgetEmailSubmitting: Story = {
  name: 'Forgot password, sending',
  args: { path: '/m/forget' },
  parameters: { simScenario: 'forget-email-only' },
  play: async ({ id }) => {
    await slow(id, 'password.forgotByEmail');
    await userEvent.type(await body().findByRole('textbox', { name: translate('password.forgot.username') }), 'player01');
    await userEvent.type(body().getByRole('textbox', { name: translate('password.forgot.email') }), 'player01@example.com');
    await userEvent.click(body().getByRole('button', { name: translate('password.forgot.send_email') }));
    await expect(await body().findByText(translate('in_please_wait'))).toBeInTheDocument();
  },
};

/** Dark theme. */
export const ForgetDark: Story = { name: 'Forgot password, dark', args: { path: '/m/forget', theme: 'dark' } };

type SessionStory = StoryObj<typeof AppLoggedInAs>;

/** newbie01 after login: the forced first-login change. */
export const ChangePasswordFirstLogin: SessionStory = {
  name: 'Change password at first login',
  render: () => <AppLoggedInAs username="newbie01" path="/m/changePsw" />,
};

/** player01 with an expired password. */
export const ChangePasswordExpired: SessionStory = {
  name: 'Change password, password expired',
  parameters: { simScenario: 'password-expired' },
  render: () => <AppLoggedInAs username="player01" path="/m/changePsw" />,
};

/** New equal to old: the confirmation popup, nothing sent. */
export const ChangePasswordSameAsOld: SessionStory = {
  name: 'Change password, same as old typed',
  render: () => <AppLoggedInAs username="newbie01" path="/m/changePsw" />,
  play: async () => {
    const secret = async (name: string) => body().findByLabelText(name, { selector: 'input' });
    await userEvent.type(await secret(translate('password.oldPassword')), 'Test1234');
    await userEvent.type(await secret(translate('password.newPassword')), 'Test1234');
    await userEvent.type(await secret(translate('password.confirmNewPassword')), 'Test1234');
    await userEvent.click(body().getByRole('button', { name: translate('password.submit') }));
    await expect(await body().findByRole('dialog', { name: translate('password.same_title') })).toBeInTheDocument();
  },
};

/** Submitting: 'Please wait...' (up to 10 s) while the change is on its way. */
export const ChangePasswordSubmitting: SessionStory = {
  name: 'Change password, sending',
  render: () => <AppLoggedInAs username="newbie01" path="/m/changePsw" />,
  play: async ({ id }) => {
    await slow(id, 'password.change');
    const secret = async (name: string) => body().findByLabelText(name, { selector: 'input' });
    await userEvent.type(await secret(translate('password.oldPassword')), 'Test1234');
    await userEvent.type(await secret(translate('password.newPassword')), 'Fresh123');
    await userEvent.type(await secret(translate('password.confirmNewPassword')), 'Fresh123');
    await userEvent.click(body().getByRole('button', { name: translate('password.submit') }));
    await expect(await body().findByText(translate('in_please_wait'))).toBeInTheDocument();
  },
};

/** Dark theme. */
export const ChangePasswordDark: SessionStory = {
  name: 'Change password, dark',
  render: () => <AppLoggedInAs username="newbie01" path="/m/changePsw" theme="dark" />,
};
