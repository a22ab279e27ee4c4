import { api } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { addFaults, engine, loginAs, server, useWorld } from '../../test/server';
import { serverNow } from '../time/server-clock';
import { ApiError } from './api-error';
import { asRead, call, setApiErrorHandler } from './client';
import { useSessionStore } from '../stores/session-store';

const failure = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
};

describe('api client (A-017, A-158, A-159)', () => {
  it('resolves with the envelope value', async () => {
    useWorld('maintenance');
    await expect(call(api.system.status)).resolves.toEqual({ status: 1 });
  });

  it('sends the headers the contract requires, which the simulator enforces: module id and x-encrypted', async () => {
    const world = useWorld();
    await expect(call(api.auth.captcha)).resolves.toMatchObject({ image: expect.stringMatching(/^data:image\/png;base64,/) });
    await expect(call(api.auth.login, { body: { username: 'player01', password: 'Test1234', type: 'username' } })).resolves.toMatchObject({
      userName: 'player01',
    });
    expect(
      engine
        .world(world)
        .journal.list()
        .map((e) => [e.endpoint, e.status]),
    ).toEqual([
      ['auth.captcha', 200],
      ['auth.login', 200],
    ]);
  });

  it('sends the query it is given and nothing else (no cache-buster): the simulator refuses unknown query names', async () => {
    const world = useWorld();
    const query = { isPlatform: 2, language: 'en', platform: 'html5' as const, gameType: 'RNG', merchantCode: '', vassalage: '' };
    await expect(call(api.games.hot, { query })).resolves.toMatchObject({ list: expect.any(Array) });
    await expect(call(api.system.settings)).resolves.toBeTruthy();
    expect(
      engine
        .world(world)
        .journal.list()
        .map((e) => [e.endpoint, e.status, e.query]),
    ).toEqual([
      ['games.hot', 200, { isPlatform: '2', language: 'en', platform: 'html5', gameType: 'RNG', merchantCode: '', vassalage: '' }],
      ['system.settings', 200, undefined],
    ]);
  });

  it('maps an envelope error through the contracts error table', async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'system.settings', code: 'logged.out' }]);
    const e = await failure(call(api.system.settings));
    expect(e).toMatchObject({ code: 'logged.out', status: 401, i18nKey: 'errors.logged_out', reaction: 'logout' });
  });

  it("a read's failure (a call the loader starts, asRead), the network's or a 500, reaches no handler; an action's does", async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'games.hot', drop: true, times: 2 }]);
    const told = vi.fn();
    const unregister = setApiErrorHandler(told);
    const query = { isPlatform: 2, language: 'en', platform: 'html5' as const, gameType: '', merchantCode: '', vassalage: '' };
    await failure(asRead(() => call(api.games.hot, { query })));
    expect(told).not.toHaveBeenCalled();
    await failure(call(api.games.hot, { query }));
    expect(told).toHaveBeenCalledTimes(1);
    expect(told.mock.calls[0]![0]).toMatchObject({ code: 'network' });
    await addFaults(world, [{ endpoint: 'games.hot', status: 500, code: 'unknown', times: 2 }]);
    await failure(asRead(() => call(api.games.hot, { query })));
    expect(told).toHaveBeenCalledTimes(1);
    await failure(call(api.games.hot, { query }));
    expect(told).toHaveBeenCalledTimes(2);
    expect(told.mock.calls[1]![0]).toMatchObject({ code: 'unknown', status: 500 });
    unregister();
  });

  it('turns a dropped connection into the network error', async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'system.status', drop: true }]);
    const e = await failure(call(api.system.status));
    expect(e).toMatchObject({ code: 'network', i18nKey: 'errors.network' });
  });

  it('turns a malformed body into the unknown error', async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'system.status', malformed: true }]);
    const e = await failure(call(api.system.status));
    expect(e).toMatchObject({ code: 'unknown', i18nKey: 'errors.unknown' });
  });

  it('reports non-quiet errors to the one handler, never quiet ones (A-015)', async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'system.status', code: 'no.permission' }]);
    const handler = vi.fn();
    setApiErrorHandler(handler);
    await failure(call(api.system.status));
    expect(handler).not.toHaveBeenCalled();
    await failure(call(api.system.status, {}, { quiet: false }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ code: 'no.permission', i18nKey: 'errors.no_permission' });
  });

  it('a refused session token reaches the handler even from a quiet call, once per session', async () => {
    const world = useWorld();
    useSessionStore
      .getState()
      .setSession({ token: 'dead-token', merchantCode: 'MOCKM01', userName: 'player01', type: 0, firstTimeLogin: false });
    const handler = vi.fn<(e: ApiError) => void>(() => useSessionStore.getState().clearSession());
    setApiErrorHandler(handler);
    await addFaults(world, [
      { endpoint: 'wallet.member', code: 'logged.out' },
      { endpoint: 'member.inboxUnread', code: 'logged.out' },
    ]);
    expect(routes.wallet.member.quiet).toBe(true);
    const a = call(routes.wallet.member);
    const b = call(routes.member.inboxUnread);
    await failure(a);
    await failure(b);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ code: 'logged.out', reaction: 'logout' });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('does not send a call made with the token of a logout in flight: it fails quietly as logged.out once the logout is done (A-094)', async () => {
    const world = useWorld();
    loginAs(world, 'player01');
    const handler = vi.fn();
    setApiErrorHandler(handler);
    const leaving = call(routes.auth.logout);
    // A screen still loading under the logout's toast asks for member info with the same token.
    const late = failure(call(routes.auth.memberInfo));
    await leaving;
    expect(await late).toMatchObject({ code: 'logged.out' });
    expect(handler).not.toHaveBeenCalled();
    expect(
      engine
        .world(world)
        .journal.list()
        .map((e) => e.endpoint),
    ).toEqual(['auth.logout']);
    // A new session is not held back.
    loginAs(world, 'player01');
    await expect(call(routes.auth.memberInfo)).resolves.toMatchObject({ account: 'player01' });
  });

  it("learns the server's time from the backend's answers, errors too, never from a proxy's own answer", async () => {
    const world = useWorld();
    const worldDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const day = worldDay(engine.world(world).clock.now());
    await call(api.system.status);
    expect(worldDay(serverNow())).toBe(day);
    // The gateway in front of the backend answers a dropped connection itself, with its own clock.
    server.use(
      http.get('*/api/system/settings', () =>
        HttpResponse.text('Bad Gateway', { status: 502, headers: { date: new Date('2026-11-26T09:00:00Z').toUTCString() } }),
      ),
    );
    await expect(call(api.system.settings)).rejects.toMatchObject({ code: 'unknown', status: 502 });
    expect(worldDay(serverNow()), "the proxy's clock is not the server's").toBe(day);
    // A refusal in the backend's envelope is the backend's answer: its time is read.
    await addFaults(world, [{ endpoint: 'system.status', status: 500, code: 'unknown' }]);
    engine.world(world).clock.advance(48 * 3600 * 1000);
    await expect(call(api.system.status)).rejects.toBeInstanceOf(ApiError);
    expect(worldDay(serverNow())).toBe(worldDay(engine.world(world).clock.now()));
  });
});
