import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { addFaults, engine, loginAs, useWorld } from '../../test/server';
import { checkAmount, formatMoney, formatSigned } from './money';
import { typesOf } from './pages/transaction-record-page';
import { AUTO_LOGIN_KEY } from '../../shared/session/end-session';
import { useSessionStore } from '../../shared/stores/session-store';

configure({ asyncUtilTimeout: 5_000 });

/** Signed in as `userName`, with that balance when given. */
function signInWith(worldId: string, userName: string, balance?: number) {
  const w = engine.world(worldId);
  if (balance !== undefined) w.patch({ users: { [userName]: { balance } } });
  loginAs(worldId, userName);
  return w;
}

describe('money rules (A-160)', () => {
  it('formats 2 decimals and checks amounts like the simulator', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatSigned(-3)).toBe('-3.00');
    expect(checkAmount('', 10, 100)).toEqual({ problem: 'required' });
    expect(checkAmount('1.234', 10, 100)).toEqual({ problem: 'format' });
    expect(checkAmount('5', 10, 100)).toEqual({ problem: 'min' });
    expect(checkAmount('101', 10, 100)).toEqual({ problem: 'max' });
    expect(checkAmount('60', 10, 100, 50)).toEqual({ problem: 'balance' });
    expect(checkAmount('50.5', 10, 100)).toEqual({ amount: 50.5 });
    expect(typesOf('A')).toBe('A');
    expect(typesOf('__proto__')).toBe('all');
  });
});

describe('member bar on home (A-160..A-162)', () => {
  it('shows nickname and sumBalance with 2 decimals, hides it as stars, and the avatar opens the member centre', async () => {
    const id = useWorld();
    const w = signInWith(id, 'player01', 1234.5);
    const view = renderApp('/m/home');
    const bar = await screen.findByRole('region', { name: 'Member' });
    await within(bar).findByText('1,234.50');
    expect(within(bar).getByText(w.state.users.player01!.nickname)).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide balance' }));
    expect(within(bar).getByText('******')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Show balance' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Open the member centre' }));
    await waitFor(() => expect(view.pathname()).toBe('/m/member/home'));
  });

  it('is absent for a guest; a guest on the member centre goes to login', async () => {
    useWorld();
    const view = renderApp('/m/member/home');
    await waitFor(() => expect(view.pathname()).toBe('/m/login'));
    expect(screen.queryByRole('region', { name: 'Member' })).toBeNull();
  });
});

describe('member centre balance failure (A-157)', () => {
  it("a balance that failed to load shows 'Loading failed, click to retry'; retry shows the balance", async () => {
    const world = useWorld();
    signInWith(world, 'player01', 1234.5);
    await addFaults(world, [{ endpoint: 'wallet.member', status: 500, code: 'unknown', times: 1 }]);
    renderApp('/m/member/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByText('1,234.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).not.toBeInTheDocument();
  });

  it('a failed refresh keeps the last balance beside the error; the next screen loads it again', async () => {
    const world = useWorld();
    const w = signInWith(world, 'player01', 1234.5);
    const view = renderApp('/m/member/home');
    expect(await screen.findByText('1,234.50')).toBeInTheDocument();
    await addFaults(world, [{ endpoint: 'wallet.member', status: 500, code: 'unknown', times: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByRole('button', { name: 'Loading failed, click to retry' })).toBeInTheDocument();
    expect(screen.getByText('1,234.50')).toBeInTheDocument();
    const calls = w.journal.list('wallet.member').length;
    await view.router.navigate('/m/voucherCenter');
    await waitFor(() => expect(screen.getByTestId('page-balance')).toHaveTextContent('1,234.50'));
    expect(w.journal.list('wallet.member')).toHaveLength(calls + 1);
  });
});

describe('deposit changes the wallet and the records (A-018)', () => {
  it('deposits, shows the receipt and the new balance, then the record is first in the list', async () => {
    const id = useWorld();
    const w = signInWith(id, 'player01', 100);
    // The records' period ends at the browser's now: the browser clock reads the world clock (as e2e's page.clock does).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(w.clock.now());
    const view = renderApp('/m/voucherCenter');
    await screen.findByText('100.00');
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum is 10.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50.25');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { name: 'Deposit successful' });
    expect(screen.getByTestId('page-balance')).toHaveTextContent('150.25');
    await view.router.navigate('/m/transaction/record?types=D');
    const list = await screen.findByRole('list', { name: 'Account record' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('+50.25');
  }, 20_000);

  it('withdraw debits the balance; the pending amount stays in the total', async () => {
    const id = useWorld();
    signInWith(id, 'player01', 80);
    renderApp('/m/withdraw');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '70');
    await userEvent.type(screen.getByLabelText('Login password'), 'Test1234');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Withdrawal requested');
    await waitFor(() => expect(screen.getByTestId('withdraw-total')).toHaveTextContent('80.00'));
  });
});

describe('pages with white-label switches', () => {
  it('the records page says so when TRANSREC3 is off; the member centre hides its link', async () => {
    const id = useWorld();
    engine.world(id).patch({ settings: { info: { whitelabel: { TRANSREC3: false } } } });
    signInWith(id, 'player01');
    const view = renderApp('/m/member/home');
    const nav = await screen.findByRole('navigation', { name: 'Member menu' });
    expect(within(nav).queryByRole('link', { name: 'Account record' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Betting record' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).toBeNull();
    await view.router.navigate('/m/transaction/record');
    await screen.findByText('This function is not available.');
  });

  // The records page with every switch off is the RecordsOff story's case (member-stories.test.tsx).
  it.each(['/m/gameRecord', '/m/rewardCenter', '/m/member/benefits'])(
    'with every switch off, %s says the function is not available',
    async (path) => {
      signInWith(useWorld('all-flags-off'), 'player01');
      renderApp(path);
      expect(await screen.findByText('This function is not available.')).toBeInTheDocument();
    },
  );
});

describe('member centre recent activity', () => {
  it('shows the newest three account records, newest first, and "See all" opens the records page', async () => {
    const id = useWorld();
    const w = signInWith(id, 'player01', 500);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(w.clock.now());
    const view = renderApp('/m/voucherCenter');
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '12.34');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { name: 'Deposit successful' });
    await view.router.navigate('/m/member/home');
    const recent = await screen.findByRole('region', { name: 'Recent activity' });
    const list = await within(recent).findByRole('list', { name: 'Recent activity' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('+12.34');
    await userEvent.click(within(recent).getByRole('link', { name: 'See all' }));
    expect(await screen.findByRole('list', { name: 'Account record' })).toBeInTheDocument();
  }, 20_000);
});

describe('/m/set logout (A-094)', () => {
  it('ends the session as the side menu does: the server session, autoLogin 0, home', async () => {
    const id = useWorld();
    signInWith(id, 'player01');
    const token = useSessionStore.getState().session!.token;
    expect(Object.keys(engine.world(id).state.sessions)).toContain(token);
    const view = renderApp('/m/set');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(view.pathname()).toBe('/m/home'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
    expect(Object.keys(engine.world(id).state.sessions)).not.toContain(token);
  });
});
