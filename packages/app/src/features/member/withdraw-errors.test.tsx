import { composeStories } from '@storybook/react-vite';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DisplayLanguage } from '@m/contracts';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/format';
import { changeLanguage, translate } from '../../shared/i18n/i18n';
import { useLoginPromptStore } from '../../shared/stores/login-prompt-store';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld as makeWorld } from '../../test/server';
import { readInAt, storyCases } from '../../test/story-harness';
import * as WithdrawErrors from './pages/withdraw-errors.stories';

configure({ asyncUtilTimeout: 5_000 });

/**
 * What a player sees when wallet.withdraw refuses (A-018; docs/decisions/front-end.md "Form
 * errors"): the code's own text where the table puts it, the amount still typed, focus where the
 * message is, and the next step.
 */
async function openWithdraw(balance = 1000) {
  const id = makeWorld();
  engine.world(id).patch({ users: { player01: { balance } } });
  loginAs(id, 'player01');
  const view = renderApp('/m/withdraw');
  const amount = await screen.findByRole('textbox', { name: 'Amount' });
  return { id, view, amount, password: screen.getByLabelText('Login password') };
}

async function withdraw(amount: HTMLElement, password: HTMLElement, value: string, secret = 'Test1234') {
  await userEvent.type(amount, value);
  await userEvent.type(password, secret);
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

const toastTexts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const journal = (id: string) => engine.world(id).journal.list('wallet.withdraw');

/** The withdraw form's fields a story renders, named in the story's language. */
const amountBox = () => screen.getByRole('textbox', { name: translate('member.amount') });
const passwordBox = () => screen.getByLabelText(translate('member.withdraw.password'));
/** The form's aria-live alert holding `key`'s text. */
const formAlert = async (key: string) => (await screen.findByText(translate(key))).closest('[aria-live="assertive"]') as HTMLElement;

/** balance.insufficient as the PT and VI locales word it: the translation itself, not only its key. */
const BALANCE_CHANGED: Record<Exclude<DisplayLanguage, 'en'>, string> = {
  pt: 'Este valor é maior do que você pode sacar agora: seu saldo mudou. O valor disponível acima está atualizado.',
  vi: 'Số tiền này lớn hơn số bạn có thể rút lúc này: số dư của bạn đã thay đổi. Số tiền khả dụng ở trên đã được cập nhật.',
};
/** The language storyCases reads the BalanceInsufficient story in (PT and VI in turn down the file). */
const balanceStoryLanguage = readInAt(Object.keys(composeStories(WithdrawErrors)).indexOf('BalanceInsufficient'));

/**
 * The stories of withdraw-errors.stories.tsx, each rendered once, in PT or VI: its play
 * types an amount and the password and sees the answer's text; here, the rest of what the answer
 * changes on the form: where the text is (under the amount, a toast, the form's alert), focus,
 * the amount kept, the next step, the simulator's answer in the world's journal. The cases no
 * story plays are the tests below.
 */
describe('withdraw-errors stories', () => {
  storyCases(WithdrawErrors, {
    // wallet.withdraw balance.insufficient (the balance spent down to 100 on another device): under
    // the amount, amount kept and focused, the wallet read again; the locale's own sentence.
    BalanceInsufficient: async ({ worldId }) => {
      const message = await screen.findByText(translate('member.withdraw.balanceInsufficient'));
      expect(message).toHaveAttribute('role', 'alert');
      expect(message).toHaveTextContent(BALANCE_CHANGED[useUiStore.getState().language as Exclude<DisplayLanguage, 'en'>]);
      const amount = amountBox();
      expect(amount).toHaveValue('500');
      expect(amount).toHaveFocus();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(screen.getByTestId('withdraw-total')).toHaveTextContent(formatMoney(100)));
      expect(journal(worldId)[0]).toMatchObject({ code: 'balance.insufficient' });
    },
    // amount.invalid: 10, indeed under the minimum of 50 the message names (the site's own check,
    // which holds wallet.withdraw's limits, so no call is made); amount kept and focused.
    AmountInvalid: async ({ worldId }) => {
      const minimum = translate('member.amountProblem.min', { min: formatMoney(50) });
      expect(await screen.findByText(minimum)).toBeInTheDocument();
      const amount = amountBox();
      expect(amount).toHaveValue('10');
      await waitFor(() => expect(amount).toHaveFocus());
      expect(journal(worldId)).toEqual([]);
    },
    // wallet.withdraw password.wrong: the table's toast with the withdraw text (not the login's),
    // focus on the password, marked invalid; amount kept.
    PasswordWrong: async ({ worldId }) => {
      await waitFor(() => expect(toastTexts()).toContain(translate('member.withdraw.passwordWrong')));
      expect(toastTexts()).not.toContain(translate('errors.password_wrong'));
      const password = passwordBox();
      await waitFor(() => expect(password).toHaveFocus());
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(amountBox()).toHaveValue('100');
      expect(journal(worldId)[0]).toMatchObject({ code: 'password.wrong' });
    },
    // Network failure: the form alert (aria-live, focused), amount kept, "Try again" sends it.
    Network: async ({ worldId }) => {
      const region = await formAlert('form.network');
      await waitFor(() => expect(region).toHaveFocus());
      expect(amountBox()).toHaveValue('70');
      expect(journal(worldId)).toMatchObject([{ status: 0, code: null }]);
      await userEvent.click(within(region).getByRole('button', { name: translate('form.retry') }));
      await screen.findByText(translate('member.withdraw.done'));
      await waitFor(() => expect(amountBox()).toHaveValue(''));
      expect(journal(worldId).map((e) => e.code)).toEqual([null, 'OK']);
    },
    // 5xx: the server-error text, not "Unknown error"; try again and contact customer service; amount kept.
    ServerError: async ({ worldId }) => {
      const region = await formAlert('form.server_error');
      expect(screen.queryByText(translate('errors.unknown'))).toBeNull();
      expect(within(region).getByRole('button', { name: translate('form.retry') })).toBeInTheDocument();
      expect(within(region).getByRole('link', { name: translate('contact_service') })).toHaveAttribute('href', '/m/customer');
      expect(amountBox()).toHaveValue('70');
      expect(journal(worldId)[0]).toMatchObject({ status: 500 });
    },
    // wallet.withdraw trial.forbidden: says a trial account cannot, focused; "Log in" opens the login
    // over the form: the address stays, the form stays mounted under it with the amount.
    TrialForbidden: async ({ worldId }) => {
      const region = await formAlert('form.trial');
      await waitFor(() => expect(region).toHaveFocus());
      expect(journal(worldId)[0]).toMatchObject({ code: 'trial.forbidden' });
      expect(useLoginPromptStore.getState().over).toBeNull();
      await userEvent.click(within(region).getByRole('button', { name: translate('form.login') }));
      expect(await screen.findByRole('dialog', { name: translate('titles.login') })).toBeInTheDocument();
      expect(useLoginPromptStore.getState().over).not.toBeNull();
      expect(screen.getByRole('textbox', { name: translate('member.amount'), hidden: true })).toHaveValue('70');
    },
  });
});

describe('withdraw form errors', () => {
  // The language the BalanceInsufficient story is not read in: its sentence is checked here.
  it.each(Object.entries(BALANCE_CHANGED).filter(([language]) => language !== balanceStoryLanguage))(
    'wallet.withdraw balance.insufficient in %s: the translated text',
    async (language, text) => {
      useUiStore.getState().setLanguage(language as DisplayLanguage);
      await changeLanguage(language as DisplayLanguage);
      const id = makeWorld();
      engine.world(id).patch({ users: { player01: { balance: 1000 } } });
      loginAs(id, 'player01');
      renderApp('/m/withdraw');
      const form = (await screen.findByRole('button', { name: translate('member.withdraw.submit') })).closest('form')!;
      engine.world(id).patch({ users: { player01: { balance: 100 } } });
      await userEvent.type(within(form).getByRole('textbox', { name: translate('member.amount') }), '500');
      await userEvent.type(within(form).getByLabelText(translate('member.withdraw.password')), 'Test1234');
      await userEvent.click(within(form).getByRole('button', { name: translate('member.withdraw.submit') }));
      expect(await within(form).findByText(text)).toHaveAttribute('role', 'alert');
    },
  );
});

describe('withdraw form: the generic classes of a form', () => {
  it('session expired mid-form (logged.out): the login opens, and back on the form the amount is still typed', async () => {
    const { id, view, amount, password } = await openWithdraw();
    await addFaults(id, [{ endpoint: 'wallet.withdraw', code: 'logged.out', times: 1 }]);
    await withdraw(amount, password, '75');
    await waitFor(() => expect(view.pathname()).toBe('/m/login'));
    loginAs(id, 'player01');
    await view.router.navigate('/m/withdraw');
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toHaveValue('75');
    expect(screen.getByLabelText('Login password')).toHaveValue('');
  });
});
