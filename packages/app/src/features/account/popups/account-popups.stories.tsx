import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { AppAt, StoryProviders } from '../../../test/story-providers';
import { RegisterSuccess } from '../register/register-success';
import { AppLoggedInAs } from '../../../shared/story-session';

/**
 * The register, forgot-password and change-password popups over home, each on its own simulator
 * world (`simScenario` picks the switches); interaction states are reached by `play`.
 */
const meta = {
  title: 'App/Account popups',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/register' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The control API of the story's own world, served by the story's MSW handlers. */
const control = createControlClient(window.location.origin);

/** A slow backend for the next call of `endpoint` in this story's world (Storybook: world id = story id). */
const slow = (worldId: string, endpoint: string) => control.addFaults(worldId, [{ endpoint, latencyMs: 1500, times: 1 }]);

/** Both methods on: username form first, the m_reg banner, captcha, agreement checked (A-042..A-055, G-005). */
export const RegisterByUsername: Story = {};

/** Only mobile registration: no toggle, mobile form with the SMS code button. */
export const RegisterMobileOnly: Story = { parameters: { simScenario: 'register-mobile-only' } };

/** A code was sent: the button counts down to the server's expiry and the code field opens. */
export const RegisterSmsCountingDown: Story = {
  parameters: { simScenario: 'register-mobile-only' },
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: 'Mobile number' }), '11912345678');
    await userEvent.click(body().getByRole('button', { name: 'Fetch code' }));
    const slider = await body().findByRole('dialog', { name: 'Security check' });
    const hint = (await within(slider).findByText(/Move the slider to/)).textContent ?? '';
    fireEvent.change(within(slider).getByRole('slider', { name: 'Slider position' }), { target: { value: /to (\d+)/.exec(hint)?.[1] ?? '0' } });
    await userEvent.click(within(slider).getByRole('button', { name: 'Verify' }));
    await expect(await body().findByRole('button', { name: /You can request a new code in \d+ seconds/ })).toBeInTheDocument();
  },
};

/** Every switch off: username form, no captcha, no social buttons, no affiliate field. */
export const RegisterFlagsOff: Story = { parameters: { simScenario: 'all-flags-off' } };

/** An invalid `aff` in the URL: the invitation-code field shows. */
export const RegisterInvalidAffiliate: Story = { args: { path: '/m/register?aff=NOPE99' } };

/** Join now on an empty form: every message under its field, the first one focused. */
export const RegisterInvalid: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Join now' }));
    await expect(await body().findByText('Please confirm the password')).toBeInTheDocument();
  },
};

/** The agreement unchecked: join now disabled. */
export const RegisterAgreementUnchecked: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('checkbox'));
    await expect(body().getByRole('button', { name: 'Join now' })).toBeDisabled();
  },
};

/** Dark theme. */
export const RegisterDark: Story = { args: { theme: 'dark' } };

/** Forgot password with phone verification on: the SMS tab is the default. */
export const ForgetByPhone: Story = { args: { path: '/m/forget' } };

/** FORGETPSWPHONE off: only the email form. */
export const ForgetEmailOnly: Story = { args: { path: '/m/forget' }, parameters: { simScenario: 'forget-email-only' } };

/** A wrong email: the message shows and the button stays disabled. */
export const ForgetEmailInvalid: Story = {
  args: { path: '/m/forget' },
  parameters: { simScenario: 'forget-email-only' },
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: 'Username' }), 'player01');
    await userEvent.type(body().getByRole('textbox', { name: 'Email' }), 'player01@example');
    await userEvent.tab();
    await expect(await body().findByText('Please enter a valid email address')).toBeInTheDocument();
  },
};

/** Submitting: while the backend answers, 'Please wait...' shows and the button is busy. */
export const ForgetEmailSubmitting: Story = {
  args: { path: '/m/forget' },
  parameters: { simScenario: 'forget-email-only' },
  play: async ({ id }) => {
    await slow(id, 'password.forgotByEmail');
    await userEvent.type(await body().findByRole('textbox', { name: 'Username' }), 'player01');
    await userEvent.type(body().getByRole('textbox', { name: 'Email' }), 'player01@example.com');
    await userEvent.click(body().getByRole('button', { name: 'Send reset link' }));
    await expect(await body().findByText('Please wait...')).toBeInTheDocument();
  },
};

/** Dark theme. */
export const ForgetDark: Story = { args: { path: '/m/forget', theme: 'dark' } };

type SessionStory = StoryObj<typeof AppLoggedInAs>;

/** newbie01 after login: the forced first-login change. */
export const ChangePasswordFirstLogin: SessionStory = { render: () => <AppLoggedInAs username="newbie01" path="/m/changePsw" /> };

/** player01 with an expired password. */
export const ChangePasswordExpired: SessionStory = {
  parameters: { simScenario: 'password-expired' },
  render: () => <AppLoggedInAs username="player01" path="/m/changePsw" />,
};

/** New equal to old: the confirmation popup, nothing sent. */
export const ChangePasswordSameAsOld: SessionStory = {
  render: () => <AppLoggedInAs username="newbie01" path="/m/changePsw" />,
  play: async () => {
    const secret = async (name: string) => body().findByLabelText(name, { selector: 'input' });
    await userEvent.type(await secret('Old password'), 'Test1234');
    await userEvent.type(await secret('New password'), 'Test1234');
    await userEvent.type(await secret('Confirm new password'), 'Test1234');
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    await expect(await body().findByRole('dialog', { name: 'Please choose another password' })).toBeInTheDocument();
  },
};

/** Submitting: 'Please wait...' (up to 10 s) while the change is on its way. */
export const ChangePasswordSubmitting: SessionStory = {
  render: () => <AppLoggedInAs username="newbie01" path="/m/changePsw" />,
  play: async ({ id }) => {
    await slow(id, 'password.change');
    const secret = async (name: string) => body().findByLabelText(name, { selector: 'input' });
    await userEvent.type(await secret('Old password'), 'Test1234');
    await userEvent.type(await secret('New password'), 'Fresh123');
    await userEvent.type(await secret('Confirm new password'), 'Fresh123');
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    await expect(await body().findByText('Please wait...')).toBeInTheDocument();
  },
};

/** The member view of the side menu: name, account and logout. */
export const MemberSideMenu: SessionStory = {
  render: () => <AppLoggedInAs username="player01" path="/m/home" />,
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Open menu' }));
    await expect(await body().findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};

/** /m/trail: please wait, the trial login, then home as a trial member. */
export const TrailPage: Story = { args: { path: '/m/trail' } };

/** Dark theme. */
export const ChangePasswordDark: SessionStory = {
  render: () => <AppLoggedInAs username="newbie01" path="/m/changePsw" theme="dark" />,
};

type SuccessStory = StoryObj<typeof RegisterSuccess>;

/** After a mobile registration: the generated account name and the number to log in with. */
export const RegisterSuccessPopup: SuccessStory = {
  render: () => <AppAtWithSuccess />,
};

function AppAtWithSuccess() {
  return (
    <StoryProviders>
      <RegisterSuccess registered={{ accountName: 'm87654321', mobileNum: '11987654321' }} onOk={() => undefined} />
    </StoryProviders>
  );
}
