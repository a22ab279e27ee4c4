import { describe, expect, it, vi } from 'vitest';
import { endpointOf, installScreenCalls, type CallsHost } from './screen-calls';

/** A page the recorder can hook into: its path is moved by the test, its fetch answers at once. */
function fakePage(pathname: string) {
  const location = { pathname, href: `http://localhost:5173${pathname}` };
  const popstate: Array<() => void> = [];
  let answer: () => void = () => undefined;
  const host: CallsHost = {
    fetch: vi.fn(async () => new Response('{}')),
    location,
    history: {
      pushState: (_data, _unused, url) => void (location.pathname = String(url)),
      replaceState: (_data, _unused, url) => void (location.pathname = String(url)),
    },
    addEventListener: (_type, listener) => void popstate.push(listener),
  };
  return {
    host,
    go: (path: string) => (location.pathname = path),
    back: (path: string) => {
      location.pathname = path;
      popstate.forEach((l) => l());
    },
    /** Before install: fetch answers only when `release()` is called. */
    hold: () => {
      host.fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = () => resolve(new Response('{}')))));
    },
    release: () => answer(),
  };
}

describe('endpointOf', () => {
  it('names the contract endpoint of a method and path, on any origin and with a query', () => {
    expect(endpointOf('POST', '/api/wallet/withdraw')).toBe('wallet.withdraw');
    expect(endpointOf('get', 'https://api.example.com/api/system/status?x=1')).toBe('system.status');
    expect(endpointOf('DELETE', '/api/auth/session')).toBe('auth.logout');
  });

  it('is null for what is not an endpoint: a control call, another method, a page, a bad URL', () => {
    expect(endpointOf('GET', '/__sim/worlds/default/faults')).toBeNull();
    expect(endpointOf('GET', '/api/wallet/withdraw')).toBeNull();
    expect(endpointOf('GET', '/m/home')).toBeNull();
    expect(endpointOf('GET', 'http://[bad')).toBeNull();
  });
});

describe('installScreenCalls', () => {
  it('records the endpoints each screen called, once each, in the order of the first call', async () => {
    const page = fakePage('/m/withdraw');
    const calls = installScreenCalls(page.host);
    await page.host.fetch('/api/wallet/merchant');
    await page.host.fetch(new Request('http://localhost:5173/api/wallet/withdraw', { method: 'POST' }));
    await page.host.fetch('/api/wallet/merchant');
    await page.host.fetch('/__sim/worlds/default/faults', { method: 'POST' });
    await page.host.fetch('/cdn/banner.png');
    page.go('/m/home');
    await page.host.fetch(new URL('http://localhost:5173/api/system/status'));

    expect(calls.screen()).toBe('/m/home');
    expect(calls.endpoints('/m/withdraw')).toEqual(['wallet.merchant', 'wallet.withdraw']);
    expect(calls.endpoints('/m/home')).toEqual(['system.status']);
    expect(calls.endpoints('/m/lott')).toEqual([]);
  });

  it('counts a call for the screen that made it, even when its answer arrives on the next screen', async () => {
    const page = fakePage('/m/withdraw');
    page.hold();
    const calls = installScreenCalls(page.host);
    const answered = page.host.fetch('/api/wallet/withdraw', { method: 'POST' });
    page.go('/m/home');
    expect(calls.endpoints('/m/withdraw')).toEqual([]);
    page.release();
    await answered;
    expect(calls.endpoints('/m/withdraw')).toEqual(['wallet.withdraw']);
    expect(calls.endpoints('/m/home')).toEqual([]);
  });

  it('tells its listeners about each call and each move of the page, until they unsubscribe', async () => {
    const page = fakePage('/m/home');
    const calls = installScreenCalls(page.host);
    const heard = vi.fn();
    const stop = calls.subscribe(heard);
    await page.host.fetch('/api/system/status');
    page.host.history.pushState(null, '', '/m/login');
    page.host.history.replaceState(null, '', '/m/login');
    page.back('/m/home');
    expect(heard).toHaveBeenCalledTimes(4);
    expect(calls.screen()).toBe('/m/home');
    stop();
    await page.host.fetch('/api/system/status');
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('records a call that failed on the network too (a dropped connection is a call)', async () => {
    const page = fakePage('/m/login');
    page.host.fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const calls = installScreenCalls(page.host);
    await expect(page.host.fetch('/api/auth/login', { method: 'POST' })).rejects.toThrow('Failed to fetch');
    expect(calls.endpoints('/m/login')).toEqual(['auth.login']);
  });
});
