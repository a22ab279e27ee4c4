import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOME_REFRESH_EVENT, PULL_THRESHOLD_PX, usePullToRefresh } from './use-pull-to-refresh';

const touch = (type: string, y?: number) => {
  const e = new Event(type);
  Object.defineProperty(e, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  window.dispatchEvent(e);
};

describe('usePullToRefresh (A-013)', () => {
  it('a pull past the threshold from the top refreshes once; a short pull does nothing', () => {
    const onRefresh = vi.fn();
    window.addEventListener(HOME_REFRESH_EVENT, onRefresh);
    const { result } = renderHook(() => usePullToRefresh());
    act(() => {
      touch('touchstart', 10);
      touch('touchmove', 10 + PULL_THRESHOLD_PX - 1);
      touch('touchend');
    });
    expect(result.current.generation).toBe(0);
    act(() => {
      touch('touchstart', 10);
      touch('touchmove', 10 + PULL_THRESHOLD_PX);
    });
    expect(result.current.pulling).toBe(true);
    act(() => touch('touchend'));
    expect(result.current.generation).toBe(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    window.removeEventListener(HOME_REFRESH_EVENT, onRefresh);
  });
});
