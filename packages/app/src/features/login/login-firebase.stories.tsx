import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../test/story-providers';
import { translate } from '../../shared/i18n/i18n';
import { textPattern } from '../../test/story-waits';

/**
 * The login popup with the white-label switch FIREBASE on (scenario firebase-identity): the SMS
 * code goes through the phone-identity service and the login is type 'firebase'.
 * The world id is the story id; `play` reads the code through the control API's peek (typed client).
 */
const meta = {
  title: 'Account/Login',
  component: AppAt,
  parameters: { layout: 'fullscreen', simScenario: 'firebase-identity' },
  args: { path: '/m/login' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The login popup's own submit button (the header's sign-in button may read the same in PT). */
const popup = () => within(body().getAllByRole('dialog')[0]!);
const logInButton = () => popup().getByRole('button', { name: translate('login.submit') });
/** The control API of the story's own world, served by the story's MSW handlers. */
const control = createControlClient(window.location.origin);
const peek = (worldId: string) => control.peek(worldId);

/** Asks the service for player01's code through the real slider; answers the number. */
async function sendThroughService(worldId: string): Promise<string> {
  const mobile = (await peek(worldId)).users.find((u) => u.username === 'player01')?.mobileNum ?? '';
  await userEvent.click(await body().findByRole('tab', { name: translate('login.tab_sms') }));
  await userEvent.type(body().getByLabelText(translate('login.mobile'), { selector: 'input' }), mobile);
  await userEvent.click(body().getByRole('button', { name: translate('sms.fetch') }));
  const slider = await body().findByRole('dialog', { name: translate('sms.slider_title') });
  const hint = await within(slider).findByText(textPattern(translate('sms.slider_hint')));
  fireEvent.change(within(slider).getByRole('slider', { name: translate('sms.slider_label') }), {
    target: { value: /(\d+)/.exec(hint.textContent ?? '')?.[1] ?? '0' },
  });
  await userEvent.click(within(slider).getByRole('button', { name: translate('sms.slider_verify') }));
  await waitFor(() => expect(body().getByLabelText(translate('login.code'), { selector: 'input' })).toBeEnabled());
  return mobile;
}

/** The service sent the code: same countdown as the site's own SMS. */
export const CodeSent: Story = {
  name: 'Phone identity: code sent',
  play: async ({ id }) => {
    await sendThroughService(id);
    await expect(await body().findByRole('button', { name: textPattern(translate('sms.countdown_label')) })).toBeDisabled();
  },
};

/** The typed code is confirmed by the service; its id token logs in and the popup closes. */
export const SignedIn: Story = {
  name: 'Phone identity: signed in',
  play: async ({ id }) => {
    const mobile = await sendThroughService(id);
    const code = (await peek(id)).sms.find((s) => s.mobileNum === mobile)?.code ?? '';
    await userEvent.type(body().getByLabelText(translate('login.code'), { selector: 'input' }), code);
    await userEvent.click(logInButton());
  },
};

/** A wrong code: the service refuses it and the code field says so; no login call. */
export const WrongCode: Story = {
  name: 'Phone identity: wrong code',
  play: async ({ id }) => {
    const mobile = await sendThroughService(id);
    const code = (await peek(id)).sms.find((s) => s.mobileNum === mobile)?.code ?? '';
    await userEvent.type(body().getByLabelText(translate('login.code'), { selector: 'input' }), code === '000000' ? '111111' : '000000');
    await userEvent.click(logInButton());
  },
};
