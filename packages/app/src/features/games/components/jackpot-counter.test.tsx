import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '../../../shared/idle';
import { useJackpotStore } from '../jackpot-store';
import { JackpotCounter } from './jackpot-counter';

// G-041, G§2: one jackpot per visit, 30M..40M at the start, +100..500 every 3/4/5 s.
const amount = () => Number((screen.getByRole('region', { name: 'Jackpot' }).textContent ?? '').replace(/\D/g, ''));

describe('jackpot counter: one value per visit that keeps growing', () => {
  afterEach(() => vi.useRealTimers());

  it('a second page continues from the value reached, it is not drawn again', () => {
    vi.useFakeTimers();
    const first = render(<JackpotCounter rand={() => 0.5} />);
    const start = amount();
    expect(start).toBe(35_000_000);
    act(() => vi.advanceTimersByTime(IDLE_TIMEOUT_MS)); // the ticking starts when idle, at the latest then
    act(() => vi.advanceTimersByTime(4_000)); // rand 0.5: every 4 s, +300
    expect(amount()).toBe(35_000_300);
    first.unmount();

    // Another page: another random source would draw another start, but the visit keeps its value.
    render(<JackpotCounter rand={() => 0.99} />);
    expect(amount()).toBe(35_000_300);
    act(() => vi.advanceTimersByTime(IDLE_TIMEOUT_MS));
    act(() => vi.advanceTimersByTime(5_000)); // rand 0.99: every 5 s, +496
    expect(amount()).toBe(35_000_796);
    expect(useJackpotStore.getState().value).toBe(35_000_796);
  });

  it('the ticking waits until the browser is idle after the boot', () => {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const view = render(<JackpotCounter rand={() => 0.5} />);
      const start = amount();
      act(() => vi.advanceTimersByTime(10_000)); // busy: no tick however long the boot takes
      expect(amount()).toBe(start);
      expect(idle).toHaveLength(1);
      act(() => idle[0]!());
      act(() => vi.advanceTimersByTime(4_000));
      expect(amount()).toBe(start + 300);
      view.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a story start runs on its own and leaves the visit alone', () => {
    render(<JackpotCounter start={1_000} rand={() => 0} />);
    expect(amount()).toBe(1_000);
    expect(useJackpotStore.getState().value).toBeNull();
  });
});
