import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { AppAt, StoryProviders } from '../../test/story-providers';
import { RegisterSuccess } from './register-success';
import { translate } from '../../shared/i18n/i18n';
import { textPattern } from '../../test/story-waits';

/**
 * The register popup over home, each story on its own simulator world (`simScenario` picks the
 * switches); interaction states are reached by `play`.
 */
const meta = {
  title: 'Account/Register',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/register' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Both methods on: username form first, the m_reg banner, captcha, agreement checked (A-042..A-055, G-005). */
export const RegisterByUsername: Story = { name: 'By username' };

/** Only mobile registration: no toggle, mobile form with the SMS code button. */
export const RegisterMobileOnly: Story = { name: 'Mobile number only', parameters: { simScenario: 'register-mobile-only' } };

/** A code was sent: the button counts down to the server's expiry and the code field opens. */
export const RegisterSmsCountingDown: Story = {
  name: 'SMS code counting down',
  parameters: { simScenario: 'register-mobile-only' },
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: translate('register.fields.mobileNum') }), '11912345678');
    await userEvent.click(body().getByRole('button', { name: translate('sms.fetch') }));
    const slider = await body().findByRole('dialog', { name: translate('sms.slider_title') });
    const hint = (await within(slider).findByText(textPattern(translate('sms.slider_hint')))).textContent ?? '';
    fireEvent.change(within(slider).getByRole('slider', { name: translate('sms.slider_label') }), {
      target: { value: /(\d+)/.exec(hint)?.[1] ?? '0' },
    });
    await userEvent.click(within(slider).getByRole('button', { name: translate('sms.slider_verify') }));
    await expect(await body().findByRole('button', { name: textPattern(translate('sms.countdown_label')) })).toBeInTheDocument();
  },
};

/** Every switch off: username form, no captcha, no social buttons, no affiliate field. */
export const RegisterFlagsOff: Story = { name: 'Every switch off', parameters: { simScenario: 'all-flags-off' } };

/** An invalid `aff` in the URL: the invitation-code field shows. */
export const RegisterInvalidAffiliate: Story = { name: 'Invalid affiliate code', args: { path: '/m/register?aff=NOPE99' } };

/** Join now on an empty form: every message under its field, the first one focused. */
export const RegisterInvalid: Story = {
  name: 'Invalid input',
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: translate('register.join') }));
    await expect(await body().findByText(translate('register.in_incorrect_password'))).toBeInTheDocument();
  },
};

/** The agreement unchecked: join now disabled. */
export const RegisterAgreementUnchecked: Story = {
  name: 'Agreement not ticked',
  play: async () => {
    await userEvent.click(await body().findByRole('checkbox'));
    await expect(body().getByRole('button', { name: translate('register.join') })).toBeDisabled();
  },
};

/** Dark theme. */
export const RegisterDark: Story = { name: 'Dark', args: { theme: 'dark' } };

type SuccessStory = StoryObj<typeof RegisterSuccess>;

/** After a mobile registration: the generated account name and the number to log in with. */
export const RegisterSuccessPopup: SuccessStory = {
  name: 'Registered',
  render: () => <AppAtWithSuccess />,
};

function AppAtWithSuccess() {
  return (
    <StoryProviders>
      <RegisterSuccess registered={{ accountName: 'm87654321', mobileNum: '11987654321' }} onOk={() => undefined} />
    </StoryProviders>
  );
}
