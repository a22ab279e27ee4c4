import { createControlClient } from '@m/mock-server/control-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { translate } from '../../../shared/i18n/i18n';
import { AppAt } from '../../../test/story-providers';
import { findErrorToast, FIRST_SCREEN_TIMEOUT_MS, textPattern } from '../../../test/story-waits';
import { StoryMember } from '../components/story-member';

/**
 * What the withdraw form shows for each answer of wallet.withdraw that changes it (A-018;
 * docs/decisions/front-end.md "Form errors"), signed in as player01 on the story's own world.
 * balance.insufficient and password.wrong come from the simulator's rules (the balance spent on
 * another device, a wrong password); amount.invalid, which the form's own limits stop first, and
 * the generic classes come from a one-shot fault: the simulator's answer either way.
 */
const meta = {
  title: 'Member/Withdraw',
  tags: ['error-state'],
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryMember>{<Story />}</StoryMember>],
  args: { path: '/m/withdraw' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const control = createControlClient(window.location.origin);
const page = () => within(document.body);

/** Types an amount and the password, then submits, as a player would. */
async function submit(amount: string, password = 'Test1234') {
  const field = await page().findByRole('textbox', { name: translate('member.amount') }, { timeout: FIRST_SCREEN_TIMEOUT_MS });
  await userEvent.type(field, amount);
  await userEvent.type(page().getByLabelText(translate('member.withdraw.password')), password);
  await userEvent.click(page().getByRole('button', { name: translate('member.withdraw.submit') }));
  return field;
}

/** wallet.withdraw balance.insufficient: 500 of a balance spent down to 100 on another device. */
export const BalanceInsufficient: Story = {
  name: 'Balance too low',
  play: async ({ id }) => {
    await page().findByRole('textbox', { name: translate('member.amount') }, { timeout: FIRST_SCREEN_TIMEOUT_MS });
    await control.patchState(id, { users: { player01: { balance: 100 } } });
    const field = await submit('500');
    await expect(await page().findByText(translate('member.withdraw.balanceInsufficient'))).toBeInTheDocument();
    await expect(field).toHaveValue('500');
  },
};

/**
 * amount.invalid: 10, under the minimum of 50. The site holds the same limits as wallet.withdraw,
 * so its own check refuses the amount before any call, and says the minimum under the amount.
 */
export const AmountInvalid: Story = {
  name: 'Amount below the minimum',
  play: async () => {
    await submit('10');
    await expect(await page().findByText(textPattern(translate('member.amountProblem.min')))).toBeInTheDocument();
  },
};

/** wallet.withdraw password.wrong: the toast with the withdraw form's text; focus on the password. */
export const PasswordWrong: Story = {
  name: 'Wrong withdraw password',
  parameters: { toasts: 'hold' },
  play: async () => {
    await submit('100', 'Wrong999');
    await expect(await findErrorToast(translate('member.withdraw.passwordWrong'))).toBeInTheDocument();
  },
};

/** Network failure: the form's alert with "Try again"; the amount stays. */
export const Network: Story = {
  name: 'Connection lost',
  parameters: { simFaults: [{ endpoint: 'wallet.withdraw', drop: true, times: 1 }] },
  play: async () => {
    await submit('70');
    await expect(await page().findByText(translate('form.network'))).toBeInTheDocument();
    await expect(page().getByRole('button', { name: translate('form.retry') })).toBeInTheDocument();
  },
};

/** 5xx: the server-error text with "Try again" and customer service. */
export const ServerError: Story = {
  name: 'Server error',
  parameters: { simFaults: [{ endpoint: 'wallet.withdraw', status: 500, times: 1 }] },
  play: async () => {
    await submit('70');
    await expect(await page().findByText(translate('form.server_error'))).toBeInTheDocument();
  },
};

/** wallet.withdraw trial.forbidden: a trial account cannot withdraw; "Log in" opens the login over the form. */
export const TrialForbidden: Story = {
  name: 'Trial account cannot withdraw',
  parameters: { simFaults: [{ endpoint: 'wallet.withdraw', code: 'trial.forbidden', times: 1 }] },
  play: async () => {
    await submit('70');
    await expect(await page().findByText(translate('form.trial'))).toBeInTheDocument();
  },
};
