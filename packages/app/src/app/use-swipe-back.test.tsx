import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipeBack } from './use-swipe-back';

const touch = (type: string, x: number, y: number, timeStamp: number) => {
  const e = new Event(type) as Event & { touches: unknown[]; changedTouches: unknown[] };
  Object.defineProperty(e, 'timeStamp', { value: timeStamp });
  e.touches = type === 'touchend' ? [] : [{ clientX: x, clientY: y }];
  e.changedTouches = [{ clientX: x, clientY: y }];
  document.dispatchEvent(e);
};

const swipe = (from: [number, number], to: [number, number], ms: number) => {
  touch('touchstart', from[0], from[1], 1000);
  touch('touchend', to[0], to[1], 1000 + ms);
};

describe('swipe back (A-008)', () => {
  it('goes back after a rightward swipe of more than 100 px within 500 ms', () => {
    const onBack = vi.fn();
    renderHook(() => useSwipeBack(onBack));
    swipe([10, 300], [111, 310], 300);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('ignores exactly 100 px, leftward swipes and mostly vertical moves', () => {
    const onBack = vi.fn();
    renderHook(() => useSwipeBack(onBack));
    swipe([10, 300], [110, 300], 200);
    swipe([300, 300], [50, 300], 200);
    swipe([10, 100], [130, 400], 200);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('forgets a gesture older than 500 ms', () => {
    const onBack = vi.fn();
    renderHook(() => useSwipeBack(onBack));
    swipe([10, 300], [200, 300], 501);
    expect(onBack).not.toHaveBeenCalled();
    swipe([10, 300], [200, 300], 500);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('does nothing where there is no back (home-like paths)', () => {
    const onBack = vi.fn();
    const { rerender } = renderHook(({ cb }) => useSwipeBack(cb), { initialProps: { cb: null as (() => void) | null } });
    swipe([10, 300], [200, 300], 100);
    rerender({ cb: onBack });
    swipe([10, 300], [200, 300], 100);
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
