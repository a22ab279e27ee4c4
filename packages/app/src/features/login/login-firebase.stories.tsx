import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../test/story-providers';

/**
 * The login popup with the white-label switch FIREBASE on (scenario firebase-identity): the SMS
 * code goes through the phone-identity service and the login is type 'firebase'.
 * The world id is the story id; `play` reads the code through the control API's peek (typed client).
 */
const meta = {
  title: 'App/Login popup (FIREBASE)',
  component: AppAt,
  parameters: { layout: 'fullscreen', simScenario: 'firebase-identity' },
  args: { path: '/m/login' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The control API of the story's own world, served by the story's MSW handlers. */
const control = createControlClient(window.location.origin);
const peek = (worldId: string) => control.peek(worldId);

/** Asks the service for player01's code through the real slider; answers the number. */
async function sendThroughService(worldId: string): Promise<string> {
  const mobile = (await peek(worldId)).users.find((u) => u.username === 'player01')?.mobileNum ?? '';
  await userEvent.click(await body().findByRole('tab', { name: 'Mobile number' }));
  await userEvent.type(body().getByLabelText('Mobile number', { selector: 'input' }), mobile);
  await userEvent.click(body().getByRole('button', { name: 'Fetch code' }));
  const slider = await body().findByRole('dialog', { name: 'Security check' });
  const hint = await within(slider).findByText(/^Move the slider to \d+/);
  fireEvent.change(within(slider).getByRole('slider', { name: 'Slider position' }), { target: { value: /to (\d+)/.exec(hint.textContent ?? '')?.[1] ?? '0' } });
  await userEvent.click(within(slider).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(body().getByLabelText('Verification code', { selector: 'input' })).toBeEnabled());
  return mobile;
}

/** The service sent the code: same countdown as the site's own SMS. */
export const CodeSent: Story = {
  play: async ({ id }) => {
    await sendThroughService(id);
    await expect(await body().findByRole('button', { name: /You can request a new code in \d+ seconds/ })).toBeDisabled();
  },
};

/** The typed code is confirmed by the service; its id token logs in and the popup closes. */
export const SignedIn: Story = {
  play: async ({ id }) => {
    const mobile = await sendThroughService(id);
    const code = (await peek(id)).sms.find((s) => s.mobileNum === mobile)?.code ?? '';
    await userEvent.type(body().getByLabelText('Verification code', { selector: 'input' }), code);
    await userEvent.click(body().getByRole('button', { name: 'Log in' }));
  },
};

/** A wrong code: the service refuses it and the code field says so; no login call. */
export const WrongCode: Story = {
  play: async ({ id }) => {
    const mobile = await sendThroughService(id);
    const code = (await peek(id)).sms.find((s) => s.mobileNum === mobile)?.code ?? '';
    await userEvent.type(body().getByLabelText('Verification code', { selector: 'input' }), code === '000000' ? '111111' : '000000');
    await userEvent.click(body().getByRole('button', { name: 'Log in' }));
  },
};
