import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitForState } from '../../test/hook-waits';
import { loginAs, useWorld } from '../../test/server';
import { useSessionStore } from '../stores/session-store';
import { refreshMemberInfo, updateMemberInfo, useMemberInfo } from './member-info';

/** Member info as a loader key per session token: shared, changed in place, never another member's. */
describe('member info', () => {
  it("a new session never shows the last one's member info (A-094); a logout shows none", async () => {
    const world = useWorld();
    loginAs(world, 'player01');
    const { result } = renderHook(() => useMemberInfo());
    await waitForState(() => expect(result.current?.account).toBe('player01'));
    act(() => void loginAs(world, 'nochat01'));
    expect(result.current).toBeNull();
    await waitForState(() => expect(result.current?.account).toBe('nochat01'));
    act(() => useSessionStore.getState().setSession(null));
    expect(result.current).toBeNull();
  });

  it('a changed nickname shows on every screen showing member info; a session start loads it once for all', async () => {
    const world = useWorld();
    loginAs(world, 'player01');
    await refreshMemberInfo();
    const a = renderHook(() => useMemberInfo());
    const b = renderHook(() => useMemberInfo());
    expect(a.result.current?.account).toBe('player01');
    act(() => updateMemberInfo((info) => ({ ...info, nickname: 'Ace' })));
    expect([a.result.current?.nickname, b.result.current?.nickname]).toEqual(['Ace', 'Ace']);
  });
});
