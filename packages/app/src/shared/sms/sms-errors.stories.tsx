import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { AppAt } from '../../test/story-providers';
import { findErrorToast, FIRST_SCREEN_TIMEOUT_MS, textPattern } from '../../test/story-waits';
import { translate } from '../i18n/i18n';

/**
 * What the SMS code button shows when sms.send refuses (A-037; docs/decisions/front-end.md "Form
 * errors"), on the login popup's SMS tab of the story's own world.
 */
const meta = {
  title: 'Account/SMS code',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/m/login' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const control = createControlClient(window.location.origin);

/** player01's number typed on the SMS tab, 'Fetch code', the slider passed. */
async function fetchCode(worldId: string) {
  const mobile = (await control.peek(worldId)).users.find((u) => u.username === 'player01')?.mobileNum ?? '';
  await userEvent.click(await body().findByRole('tab', { name: translate('login.tab_sms') }, { timeout: FIRST_SCREEN_TIMEOUT_MS }));
  await userEvent.type(await body().findByLabelText(translate('login.mobile'), { selector: 'input' }), mobile);
  await userEvent.click(body().getByRole('button', { name: translate('sms.fetch') }));
  const slider = await body().findByRole('dialog', { name: translate('sms.slider_title') });
  const hint = await within(slider).findByText(textPattern(translate('sms.slider_hint')));
  const target = /(\d+)/.exec(hint.textContent ?? '')?.[1] ?? '0';
  fireEvent.change(within(slider).getByRole('slider', { name: translate('sms.slider_label') }), { target: { value: target } });
  await userEvent.click(within(slider).getByRole('button', { name: translate('sms.slider_verify') }));
}

/**
 * sms.send sms.too.frequent: a code sent 20 s ago on another device is still valid; how long to
 * wait, and the button counts down what is left of it.
 */
export const TooFrequent: Story = {
  name: 'Asked again too soon',
  parameters: { toasts: 'hold' },
  play: async ({ id }) => {
    const mobileNum = (await control.peek(id)).users.find((u) => u.username === 'player01')?.mobileNum ?? '';
    await control.presetSms(id, { mobileNum, code: '246810', purpose: 'login' });
    await control.clock(id, { advanceMs: 20_000 });
    await fetchCode(id);
    await expect(await findErrorToast(textPattern(translate('sms.too_frequent_wait')))).toBeInTheDocument();
  },
};

/** A network failure: the network text; the number stays and the button is ready again. */
export const Network: Story = {
  name: 'Connection lost',
  parameters: { toasts: 'hold', simFaults: [{ endpoint: 'sms.send', drop: true, times: 1 }] },
  play: async ({ id }) => {
    await fetchCode(id);
    await expect(await findErrorToast(translate('form.network'))).toBeInTheDocument();
  },
};
