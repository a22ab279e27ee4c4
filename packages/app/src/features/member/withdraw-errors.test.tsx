import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage, translate } from '../../shared/i18n/i18n';
import { useUiStore } from '../../shared/stores/ui-store';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld as makeWorld } from '../../test/server';

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

describe('withdraw form errors', () => {
  it('wallet.withdraw balance.insufficient: under the amount, amount kept and focused, the wallet read again', async () => {
    const { id, amount, password } = await openWithdraw(1000);
    // Spent on another device while the form was open (the simulator's own rule answers).
    engine.world(id).patch({ users: { player01: { balance: 100 } } });
    await withdraw(amount, password, '500');
    const message = await screen.findByText(
      'This is more than you can withdraw now: your balance changed. The available amount above is up to date.',
    );
    expect(message).toHaveAttribute('role', 'alert');
    expect(amount).toHaveValue('500');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByTestId('withdraw-total')).toHaveTextContent('100.00'));
  });

  it('wallet.withdraw amount.invalid: the limits under the amount, amount kept and focused', async () => {
    const { id, amount, password } = await openWithdraw();
    await addFaults(id, [{ endpoint: 'wallet.withdraw', code: 'amount.invalid', times: 1 }]);
    await withdraw(amount, password, '60');
    expect(await screen.findByText('Enter an amount from 50.00 to 20,000.00, with at most 2 decimals.')).toHaveAttribute('role', 'alert');
    expect(amount).toHaveValue('60');
    await waitFor(() => expect(amount).toHaveFocus());
  });

  it("wallet.withdraw password.wrong: the table's toast with the withdraw text, focus on the password, amount kept", async () => {
    const { amount, password } = await openWithdraw();
    await withdraw(amount, password, '100', 'Wrong999');
    await waitFor(() => expect(toastTexts()).toContain('The login password is not correct. Type it again.'));
    expect(toastTexts()).not.toContain('Wrong username or password.');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('100');
  });

  it.each([
    ['pt', 'Este valor é maior do que você pode sacar agora: seu saldo mudou. O valor disponível acima está atualizado.'],
    ['vi', 'Số tiền này lớn hơn số bạn có thể rút lúc này: số dư của bạn đã thay đổi. Số tiền khả dụng ở trên đã được cập nhật.'],
  ] as const)('wallet.withdraw balance.insufficient in %s: the translated text', async (language, text) => {
    useUiStore.getState().setLanguage(language);
    await changeLanguage(language);
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
  });
});

describe('withdraw form: the generic classes of a form', () => {
  it('network failure: the form alert (aria-live, focused), amount kept, "Try again" sends it', async () => {
    const { id, amount, password } = await openWithdraw(1000);
    await addFaults(id, [{ endpoint: 'wallet.withdraw', drop: true, times: 1 }]);
    await withdraw(amount, password, '70');
    const alert = await screen.findByText(/No connection: your request did not reach us/);
    const region = alert.closest('[aria-live="assertive"]');
    await waitFor(() => expect(region).toHaveFocus());
    expect(amount).toHaveValue('70');
    await userEvent.click(within(region as HTMLElement).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Withdrawal requested');
    await waitFor(() => expect(amount).toHaveValue(''));
  });

  it('5xx: the server-error text, not "Unknown error"; try again and contact customer service', async () => {
    const { id, amount, password } = await openWithdraw();
    await addFaults(id, [{ endpoint: 'wallet.withdraw', status: 500, times: 1 }]);
    await withdraw(amount, password, '70');
    const region = (await screen.findByText(/The server could not complete your request/)).closest('[aria-live]') as HTMLElement;
    expect(screen.queryByText('Unknown error')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/m/customer');
    expect(amount).toHaveValue('70');
  });

  it('wallet.withdraw trial.forbidden: says a trial account cannot, opens the login over the form', async () => {
    const { id, view, amount, password } = await openWithdraw();
    await addFaults(id, [{ endpoint: 'wallet.withdraw', code: 'trial.forbidden', times: 1 }]);
    await withdraw(amount, password, '70');
    const region = (await screen.findByText(/A trial account cannot do this/)).closest('[aria-live]') as HTMLElement;
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.click(within(region).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/m/withdraw');
    expect(amount).toHaveValue('70');
  });

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
