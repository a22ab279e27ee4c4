import { endpointErrorCodes } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../shared/api/client';
import { useSessionStore } from '../shared/stores/session-store';
import { control, engine, useWorld } from '../test/server';
import { DevPanel } from './dev-panel';
import { installScreenCalls, type CallsHost } from './screen-calls';

// The dev panel's error picker over the real control API (MSW) of a fresh world: the site's own
// client makes the calls, through the recorder on fetch.

/** The page's fetch goes through the recorder; the test moves the page's path. */
function recordedPage(pathname: string) {
  const location = { pathname, href: `${window.location.origin}${pathname}` };
  const host: CallsHost = {
    fetch: globalThis.fetch,
    location,
    history: { pushState: () => undefined, replaceState: () => undefined },
    addEventListener: () => undefined,
  };
  const calls = installScreenCalls(host);
  vi.stubGlobal('fetch', host.fetch);
  return {
    calls,
    go: (path: string) => {
      location.pathname = path;
      host.history.pushState(null, '', path);
    },
  };
}

async function signIn(worldId: string) {
  const s = await control.openSession(worldId, 'player01');
  useSessionStore.getState().setSession({
    token: s.token,
    merchantCode: s.merchantCode,
    userName: s.userName,
    type: s.customerType,
    firstTimeLogin: s.firstTimeLogin,
  });
}

async function openPicker(worldId: string, calls: ReturnType<typeof recordedPage>['calls']) {
  render(<DevPanel control={control} worldId={worldId} calls={calls} reload={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'DEV' }));
  const panel = await screen.findByRole('region', { name: 'Simulator dev panel' });
  return within(panel).getByRole('region', { name: 'Error picker' });
}

const codesOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => t !== 'Clear');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DevPanel error picker', () => {
  it("lists the endpoints the current screen called, each with the codes the contract lists for it, and none of another screen's", async () => {
    const id = useWorld();
    await signIn(id);
    const page = recordedPage('/m/home');
    await call(routes.system.status);
    page.go('/m/withdraw');
    await call(routes.wallet.merchant);
    await call(routes.auth.memberInfo);

    const picker = await openPicker(id, page.calls);
    expect(within(picker).getByText('/m/withdraw', { selector: 'strong' })).toBeInTheDocument();
    const names = within(picker)
      .getAllByRole('group')
      .map((g) => g.firstElementChild?.textContent);
    expect(names).toEqual(['wallet.merchant', 'auth.memberInfo']);
    // The codes are the contract's own list (x-error-codes), general ones first.
    expect(codesOf(within(picker).getByRole('group', { name: 'wallet.merchant' }))).toEqual(endpointErrorCodes(routes.wallet.merchant));
    expect(codesOf(within(picker).getByRole('group', { name: 'auth.memberInfo' }))).toEqual(['bad.request', 'not.logged.in', 'logged.out']);
    expect(within(picker).queryByRole('group', { name: 'system.status' })).toBeNull();

    // Back on the first screen (a move without a call): its list shows again.
    page.go('/m/home');
    expect(await within(picker).findByRole('group', { name: 'system.status' })).toBeInTheDocument();
    expect(within(picker).queryByRole('group', { name: 'wallet.merchant' })).toBeNull();
  });

  it('wallet.withdraw balance.insufficient: one click makes the next call answer the code, once; the next call is normal', async () => {
    const id = useWorld();
    await signIn(id);
    const page = recordedPage('/m/withdraw');
    await call(routes.wallet.merchant);
    const picker = await openPicker(id, page.calls);
    expect(within(picker).getByRole('group', { name: 'wallet.merchant' })).toBeInTheDocument();

    // The submit's endpoint is not called yet: it is picked from the whole table.
    await userEvent.selectOptions(within(picker).getByLabelText('Another endpoint'), 'wallet.withdraw');
    const withdraw = within(picker).getByRole('group', { name: 'wallet.withdraw' });
    expect(codesOf(withdraw)).toEqual(endpointErrorCodes(routes.wallet.withdraw));
    expect(codesOf(withdraw)).toEqual(
      expect.arrayContaining(['amount.invalid', 'balance.insufficient', 'password.wrong', 'trial.forbidden']),
    );

    // Keyboard: the code is a button reached and pressed like any other.
    within(withdraw).getByRole('button', { name: 'balance.insufficient' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(picker).findByText('next call: balance.insufficient')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('wallet.withdraw: the next call answers balance.insufficient');
    expect(engine.world(id).faults.list()).toEqual([{ endpoint: 'wallet.withdraw', code: 'balance.insufficient', times: 1 }]);

    const body = { amount: 100, password: 'Test1234' };
    await expect(call(routes.wallet.withdraw, { body })).rejects.toMatchObject({ code: 'balance.insufficient', status: 400 });
    await expect(call(routes.wallet.withdraw, { body })).resolves.toMatchObject({ sumBalance: expect.any(Number) });
    expect(engine.world(id).faults.list()).toEqual([]);
    // The fault is used up, and the endpoint is now one the screen called.
    await waitFor(() => expect(within(picker).queryByText(/^next call:/)).toBeNull());
    expect(within(picker).getAllByRole('group', { name: 'wallet.withdraw' })).toHaveLength(1);
  });

  it('the last click wins and Clear takes it back; a fault on every endpoint stays', async () => {
    const id = useWorld();
    await control.addFaults(id, { endpoint: '*', latencyMs: 1 });
    const page = recordedPage('/m/login');
    const picker = await openPicker(id, page.calls);
    expect(within(picker).getByText('No calls on this screen yet.')).toBeInTheDocument();
    await userEvent.selectOptions(within(picker).getByLabelText('Another endpoint'), 'auth.login');
    const login = within(picker).getByRole('group', { name: 'auth.login' });

    await userEvent.click(within(login).getByRole('button', { name: 'user.not.exist' }));
    await within(login).findByText('next call: user.not.exist');
    await userEvent.click(within(login).getByRole('button', { name: 'password.wrong' }));
    await within(login).findByText('next call: password.wrong');
    expect(engine.world(id).faults.list()).toEqual([
      { endpoint: '*', latencyMs: 1 },
      { endpoint: 'auth.login', code: 'password.wrong', times: 1 },
    ]);

    await userEvent.click(within(login).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('auth.login: faults cleared'));
    expect(within(login).queryByText(/^next call:/)).toBeNull();
    expect(engine.world(id).faults.list()).toEqual([{ endpoint: '*', latencyMs: 1 }]);
  });
});
