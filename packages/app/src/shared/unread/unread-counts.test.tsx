import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { sessionCount } from './use-unread-counts';

/** G-017, A-117: the one pattern of the unread counts: one kept load per session, shared, refreshed after a read. */
describe('sessionCount', () => {
  const session = (token: string) => ({ token, merchantCode: 'M', userName: 'player01', type: 0 });

  it('loads once per session for every reader, shows a refresh everywhere, and shows none for a guest', async () => {
    let unread = 3;
    const load = vi.fn(async () => unread);
    const count = sessionCount({ ask: (s) => (s ? { key: `test.count|${s.token}` } : null), load, none: 0 });
    act(() => useSessionStore.setState({ session: session('t1') }));
    const first = renderHook(() => count.useCount());
    const second = renderHook(() => count.useCount());
    await waitFor(() => expect([first.result.current, second.result.current]).toEqual([3, 3]));
    expect(load).toHaveBeenCalledTimes(1);

    unread = 1;
    await act(() => count.refresh());
    await waitFor(() => expect([first.result.current, second.result.current]).toEqual([1, 1]));

    act(() => useSessionStore.setState({ session: null }));
    await waitFor(() => expect(first.result.current).toBe(0));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
