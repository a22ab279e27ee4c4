import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../test/hook-waits';
import { routes } from '@m/contracts/routes';
import { addFaults, useWorld } from '../../test/server';
import { ApiError, CLIENT_ERROR } from './api-error';
import { call, setApiErrorHandler } from './client';
import { usePagedLoad, type Page } from './paged-load';
import { useTimedLoad } from './timed-load';
import { peekQuery, query, refreshQuery, setQuery, useLoad, type LoadKey } from './query-cache';

/** A load the test answers by hand. */
function deferred<T>() {
  let resolve: (v: T) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The app's one loader: loading, error, retry, refresh, keyed by endpoint and input. */
describe('useLoad', () => {
  it('is loading until the answer arrives, then ok with the data', async () => {
    const d = deferred<string>();
    const { result } = renderHook(() => useLoad('a', () => d.promise));
    expect(result.current).toMatchObject({ status: 'loading', data: null, loading: true, failure: null });
    await act(async () => d.resolve('answer'));
    expect(result.current).toMatchObject({ status: 'ok', data: 'answer', loading: false, failure: null });
  });

  it('an answer that is null itself is ok, not loading', async () => {
    const { result } = renderHook(() => useLoad('nothing', () => Promise.resolve(null)));
    await waitForState(() => expect(result.current.status).toBe('ok'));
    expect(result.current.data).toBeNull();
  });

  it('tells a network failure from a refusal, and retry loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(CLIENT_ERROR.network))
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce('third');
    const { result } = renderHook(() => useLoad('b', load));
    await waitForState(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ failure: 'network', data: null, loading: false });
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', loading: true, failure: null });
    await waitForState(() => expect(result.current.status).toBe('error'));
    expect(result.current.failure).toBe('failed');
    act(() => result.current.reload());
    await waitForState(() => expect(result.current.status).toBe('ok'));
    expect(result.current.data).toBe('third');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reload keeps the answer on screen until the new one replaces it', async () => {
    let n = 0;
    const next = deferred<string>();
    const load = vi.fn(() => (++n === 1 ? Promise.resolve('first') : next.promise));
    const { result } = renderHook(() => useLoad('c', load));
    await waitForState(() => expect(result.current.data).toBe('first'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'ok', data: 'first', loading: true });
    await act(async () => next.resolve('second'));
    expect(result.current).toMatchObject({ status: 'ok', data: 'second', loading: false });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a new key shows nothing of the old one and drops the old key’s late answer', async () => {
    const slow = deferred<string>();
    const loads: Record<string, () => Promise<string>> = { 'page:1': () => slow.promise, 'page:2': () => Promise.resolve('two') };
    const { result, rerender } = renderHook(({ page }: { page: number }) => useLoad(['page', page], loads[`page:${page}`]!), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ status: 'loading', data: null });
    await waitForState(() => expect(result.current.data).toBe('two'));
    await act(async () => slow.resolve('one, late'));
    expect(result.current.data).toBe('two');
  });

  it('hold: a new key keeps the last answer on screen until its own arrives; a failure drops it', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { en: deferred(), pt: deferred(), vi: deferred() };
    const { result, rerender } = renderHook(
      ({ lang }: { lang: string }) => useLoad(['hold', lang], () => answers[lang]!.promise, { hold: true }),
      { initialProps: { lang: 'en' } },
    );
    expect(result.current).toMatchObject({ status: 'loading', data: null });
    await act(async () => answers.en!.resolve('hello'));
    rerender({ lang: 'pt' });
    expect(result.current).toMatchObject({ status: 'ok', data: 'hello', loading: true });
    await act(async () => answers.pt!.resolve('olá'));
    expect(result.current).toMatchObject({ status: 'ok', data: 'olá', loading: false });
    rerender({ lang: 'vi' });
    expect(result.current).toMatchObject({ status: 'ok', data: 'olá', loading: true });
    await act(async () => answers.vi!.reject(new Error('500')));
    expect(result.current).toMatchObject({ status: 'error', data: null, failure: 'failed' });
  });

  it('key and input make the key: the same input shares one running load, another input loads its own', async () => {
    const load = vi.fn((page: number) => Promise.resolve(`p${page}`));
    const key = (page: number): LoadKey => ['records', { page }];
    const a = renderHook(() => useLoad(key(1), () => load(1)));
    const b = renderHook(() => useLoad(key(1), () => load(1)));
    const c = renderHook(() => useLoad(key(2), () => load(2)));
    await waitForState(() => expect([a.result.current.data, b.result.current.data, c.result.current.data]).toEqual(['p1', 'p1', 'p2']));
    expect(load.mock.calls).toEqual([[1], [2]]);
  });

  it('a screen loads afresh on each visit; keep: true reuses the kept answer at once', async () => {
    const load = vi.fn(() => Promise.resolve('v'));
    const first = renderHook(() => useLoad('visit', load));
    await waitForState(() => expect(first.result.current.data).toBe('v'));
    first.unmount();
    const second = renderHook(() => useLoad('visit', load));
    expect(second.result.current.status).toBe('loading');
    await waitForState(() => expect(second.result.current.data).toBe('v'));
    expect(load).toHaveBeenCalledTimes(2);

    await query('kept', () => Promise.resolve('cached'));
    const quiet = vi.fn(() => Promise.resolve('new'));
    const kept = renderHook(() => useLoad('kept', quiet, { keep: true }));
    expect(kept.result.current).toMatchObject({ status: 'ok', data: 'cached', loading: false });
    expect(quiet).not.toHaveBeenCalled();
  });

  it('keep: true keeps the answer for the next screen', async () => {
    const { result } = renderHook(() => useLoad('rules', () => Promise.resolve({ min: 6 }), { keep: true }));
    await waitForState(() => expect(result.current.status).toBe('ok'));
    expect(peekQuery('rules')).toEqual({ min: 6 });
  });

  it('a null key asks nothing', () => {
    const load = vi.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useLoad(null, load));
    expect(result.current).toMatchObject({ status: 'idle', data: null, loading: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('an answer after unmount is dropped quietly', async () => {
    const d = deferred<string>();
    const error = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useLoad('gone', () => d.promise));
    unmount();
    await act(async () => d.resolve('late'));
    expect(result.current.data).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('set replaces the answer on screen', async () => {
    const { result } = renderHook(() => useLoad('s', () => Promise.resolve(['a'])));
    await waitForState(() => expect(result.current.status).toBe('ok'));
    act(() => result.current.set(['a', 'b']));
    expect(result.current).toMatchObject({ status: 'ok', data: ['a', 'b'] });
  });
});

describe('refreshQuery', () => {
  it('loads a kept key again and shows the answer on every screen showing it, not on another key', async () => {
    const load = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    const a = renderHook(() => useLoad('count', load, { keep: true }));
    const b = renderHook(() => useLoad('count', load, { keep: true }));
    const other = renderHook(() => useLoad('other', () => Promise.resolve(9), { keep: true }));
    await waitForState(() => expect(b.result.current.data).toBe(1));
    expect(a.result.current.data).toBe(1);
    await act(async () => expect(await refreshQuery('count', load)).toBe(2));
    expect([a.result.current.data, b.result.current.data, other.result.current.data]).toEqual([2, 2, 9]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(peekQuery('count')).toBe(2);
  });
});

describe('setQuery', () => {
  it('shows a new answer on every screen showing the key and keeps it where the answer is kept', async () => {
    const kept = renderHook(() => useLoad('kept', () => Promise.resolve(['a']), { keep: true }));
    const fresh = renderHook(() => useLoad('fresh', () => Promise.resolve(1)));
    await waitForState(() => expect([kept.result.current.data, fresh.result.current.data]).toEqual([['a'], 1]));
    act(() => {
      setQuery('kept', ['b', 'a']);
      setQuery('fresh', 2);
    });
    expect([kept.result.current.data, fresh.result.current.data]).toEqual([['b', 'a'], 2]);
    expect([peekQuery('kept'), peekQuery('fresh')]).toEqual([['b', 'a'], undefined]);
  });
});

/** What the wrappers of balances and counts did by hand: keep the last answer, load again on an event or a visit. */
describe('useLoad options', () => {
  it('keepLast: a failed reload keeps the last answer on screen and kept, and says it failed', async () => {
    const load = vi
      .fn<() => Promise<number>>()
      .mockResolvedValueOnce(5)
      .mockRejectedValueOnce(new ApiError(CLIENT_ERROR.network))
      .mockResolvedValueOnce(7);
    const { result } = renderHook(() => useLoad('count', load, { keep: true, keepLast: true }));
    await waitForState(() => expect(result.current.data).toBe(5));
    act(() => result.current.reload());
    await waitForState(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ status: 'ok', data: 5, failure: 'network' });
    expect(peekQuery('count')).toBe(5);
    act(() => result.current.reload());
    await waitForState(() => expect(result.current).toMatchObject({ status: 'ok', data: 7, failure: null }));
  });

  it('keepLast: a first load that fails is a failure; without it a failed reload drops the answer', async () => {
    const first = renderHook(() => useLoad('none', () => Promise.reject(new Error('500')), { keepLast: true }));
    await waitForState(() => expect(first.result.current).toMatchObject({ status: 'error', data: null, failure: 'failed' }));
    const load = vi.fn<() => Promise<number>>().mockResolvedValueOnce(5).mockRejectedValueOnce(new Error('500'));
    const plain = renderHook(() => useLoad('plain', load, { keep: true }));
    await waitForState(() => expect(plain.result.current.data).toBe(5));
    act(() => plain.result.current.reload());
    await waitForState(() => expect(plain.result.current).toMatchObject({ status: 'error', data: null }));
    expect(peekQuery('plain')).toBeUndefined();
  });

  it('refreshOn: a new value loads again, keeping the answer until the next one; the same value does not', async () => {
    const next = deferred<string>();
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('page 1').mockReturnValueOnce(next.promise);
    const { result, rerender } = renderHook(({ on }) => useLoad('flag', load, { refreshOn: on }), { initialProps: { on: '/a' } });
    await waitForState(() => expect(result.current.data).toBe('page 1'));
    rerender({ on: '/a' });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ on: '/b' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'ok', data: 'page 1', loading: true });
    await act(async () => next.resolve('page 2'));
    expect(result.current).toMatchObject({ status: 'ok', data: 'page 2', loading: false });
  });

  it('revalidate: a kept answer shows at once and is loaded again; screens opening together share the load', async () => {
    const next = deferred<number>();
    const load = vi.fn<() => Promise<number>>().mockResolvedValueOnce(100).mockReturnValueOnce(next.promise);
    const first = renderHook(() => useLoad('balance', load, { keep: true, revalidate: true }));
    await waitForState(() => expect(first.result.current.data).toBe(100));
    first.unmount();
    const a = renderHook(() => useLoad('balance', load, { keep: true, revalidate: true }));
    const b = renderHook(() => useLoad('balance', load, { keep: true, revalidate: true }));
    expect(a.result.current).toMatchObject({ status: 'ok', data: 100, loading: true });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => next.resolve(150));
    expect([a.result.current.data, b.result.current.data]).toEqual([150, 150]);
    expect(peekQuery('balance')).toBe(150);
  });

  it('refreshQuery that fails keeps the last answer kept', async () => {
    await query('unread', () => Promise.resolve(3));
    await expect(refreshQuery('unread', () => Promise.reject(new Error('500')))).rejects.toThrow('500');
    expect(peekQuery('unread')).toBe(3);
  });
});

/** Timed refresh: a screen that must follow the server (the lottery lobby's draws, G-068). */
describe('useTimedLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads again quietly after the time the answer gives; the answer stays on screen until the next one', async () => {
    vi.useFakeTimers();
    const answers = [deferred<number>(), deferred<number>()];
    const load = vi.fn(() => answers[load.mock.calls.length - 1]!.promise);
    const after = vi.fn((n: number | null) => (n === null ? null : n * 100));
    const { result } = renderHook(() => useTimedLoad('lobby', load, { refreshAfter: after }));
    await act(async () => answers[0]!.resolve(3));
    expect(after).toHaveBeenLastCalledWith(3);
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'ok', data: 3, loading: false });
    await act(async () => answers[1]!.resolve(4));
    expect(result.current).toMatchObject({ status: 'ok', data: 4 });
    expect(after).toHaveBeenLastCalledWith(4);
    // Kept only where the caller keeps (keep: false by default, as useLoad's own loads).
    expect(peekQuery('lobby')).toBeUndefined();
  });

  it('a failed refresh keeps the answer and is timed with null; a failure shown stays until an answer', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce('menu')
      .mockRejectedValueOnce(new ApiError(CLIENT_ERROR.network))
      .mockResolvedValue('menu 2');
    const after = vi.fn((data: string | null) => (data === null ? 10 : 50));
    const { result } = renderHook(() => useTimedLoad('menu', load, { refreshAfter: after }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toMatchObject({ status: 'error', failure: 'failed' });
    expect(after).toHaveBeenLastCalledWith(null);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'error', loading: false });
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toMatchObject({ status: 'ok', data: 'menu' });
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(load).toHaveBeenCalledTimes(4);
    expect(result.current).toMatchObject({ status: 'ok', data: 'menu', failure: null });
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toMatchObject({ status: 'ok', data: 'menu 2' });
  });

  it('stops on unmount and starts over on a new key', async () => {
    vi.useFakeTimers();
    const load = vi.fn((key: string) => Promise.resolve(key));
    const { rerender, unmount } = renderHook(({ k }) => useTimedLoad(k, () => load(k), { refreshAfter: () => 100 }), {
      initialProps: { k: 'vi' },
    });
    await act(async () => vi.advanceTimersByTimeAsync(50));
    rerender({ k: 'en' });
    await act(async () => vi.advanceTimersByTimeAsync(60));
    // The old key's timer (due at 100 ms) died with its key; the new key loaded once and waits its own 100 ms.
    expect(load.mock.calls.map(([k]) => k)).toEqual(['vi', 'en']);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(load.mock.calls.map(([k]) => k)).toEqual(['vi', 'en', 'en']);
    unmount();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(3);
  });
});

/** A paged list (the game list, the draw history): pages appended, keyed by the filter. */
describe('usePagedLoad', () => {
  const pages = (total: number) =>
    vi.fn((filter: string, pageNo: number): Promise<Page<string>> =>
      Promise.resolve({ items: [`${filter}${pageNo}a`, `${filter}${pageNo}b`], pageNum: pageNo, totalPages: total }),
    );

  it('loads page 1, appends each next page, and has no more after the last', async () => {
    const load = pages(2);
    const { result } = renderHook(() => usePagedLoad(['list', 'x'], (n) => load('x', n)));
    await waitForState(() => expect(result.current.items).toEqual(['x1a', 'x1b']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    expect(result.current.loading).toBe(true);
    await waitForState(() => expect(result.current.items).toEqual(['x1a', 'x1b', 'x2a', 'x2b']));
    expect(result.current).toMatchObject({ hasMore: false, loading: false, status: 'ok' });
    act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a new key starts again from page 1 and drops the old key’s late page', async () => {
    const late = deferred<Page<string>>();
    const load = vi.fn((filter: string, pageNo: number) =>
      pageNo === 2 ? late.promise : Promise.resolve({ items: [`${filter}1`], pageNum: 1, totalPages: 3 }),
    );
    const { result, rerender } = renderHook(({ f }) => usePagedLoad(['list', f], (n) => load(f, n)), { initialProps: { f: 'a' } });
    await waitForState(() => expect(result.current.items).toEqual(['a1']));
    act(() => result.current.loadMore());
    rerender({ f: 'b' });
    await waitForState(() => expect(result.current.items).toEqual(['b1']));
    await act(async () => late.resolve({ items: ['a2'], pageNum: 2, totalPages: 3 }));
    expect(result.current.items).toEqual(['b1']);
    expect(result.current).toMatchObject({ loading: false, hasMore: true });
  });

  it('a failed next page keeps the items and says so; reload loads page 1 and drops the pages after it', async () => {
    const load = vi.fn((pageNo: number): Promise<Page<string>> =>
      pageNo === 2 && load.mock.calls.length === 2
        ? Promise.reject(new ApiError(CLIENT_ERROR.network))
        : Promise.resolve({ items: [`p${pageNo}`], pageNum: pageNo, totalPages: 3 }),
    );
    const { result } = renderHook(() => usePagedLoad('pl', load));
    await waitForState(() => expect(result.current.items).toEqual(['p1']));
    act(() => result.current.loadMore());
    await waitForState(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ items: ['p1'], failure: 'network', hasMore: true, loading: false });
    act(() => result.current.loadMore());
    await waitForState(() => expect(result.current.items).toEqual(['p1', 'p2']));
    expect(result.current.status).toBe('ok');
    act(() => result.current.reload());
    await waitForState(() => expect(result.current.items).toEqual(['p1']));
    expect(load.mock.calls.map(([n]) => n)).toEqual([1, 2, 2, 1]);
  });

  it('set replaces the items, and the next page follows the last one loaded', async () => {
    const load = pages(3);
    const { result } = renderHook(() => usePagedLoad('fav', (n) => load('f', n)));
    await waitForState(() => expect(result.current.items).toEqual(['f1a', 'f1b']));
    act(() => result.current.loadMore());
    await waitForState(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.set(['f1a', 'f2b']));
    expect(result.current.items).toEqual(['f1a', 'f2b']);
    act(() => result.current.loadMore());
    await waitForState(() => expect(result.current.items).toEqual(['f1a', 'f2b', 'f3a', 'f3b']));
  });

  it('a page after unmount is dropped quietly', async () => {
    const late = deferred<Page<string>>();
    const load = vi.fn((n: number) => (n === 1 ? Promise.resolve({ items: ['1'], pageNum: 1, totalPages: 2 }) : late.promise));
    const error = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => usePagedLoad('gone', load));
    await waitForState(() => expect(result.current.hasMore).toBe(true));
    act(() => result.current.loadMore());
    unmount();
    await act(async () => late.resolve({ items: ['2'], pageNum: 2, totalPages: 2 }));
    expect(result.current.items).toEqual(['1']);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('a read\'s network failure (docs/decisions/front-end.md "One loader")', () => {
  it("games.hot network failure through useLoad: the screen's to show (failure 'network'), no handler call; with toast: true the handler's", async () => {
    const world = useWorld();
    await addFaults(world, [{ endpoint: 'games.hot', drop: true, times: 2 }]);
    const told = vi.fn();
    const unregister = setApiErrorHandler(told);
    const query = { isPlatform: 2, language: 'en', platform: 'html5' as const, gameType: '', merchantCode: '', vassalage: '' };
    const read = () => call(routes.games.hot, { query });
    const inline = renderHook(() => useLoad('hot.inline', read));
    await waitForState(() => expect(inline.result.current.failure).toBe('network'));
    expect(told).not.toHaveBeenCalled();
    const toasted = renderHook(() => useLoad('hot.toast', read, { toast: true }));
    await waitForState(() => expect(toasted.result.current.failure).toBe('network'));
    expect(told).toHaveBeenCalledTimes(1);
    expect(told.mock.calls[0]![0]).toMatchObject({ code: 'network' });
    unregister();
  });
});
