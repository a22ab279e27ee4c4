import { describe, expect, it, vi } from 'vitest';
import { serverNow, useServerClockStore } from '../shared/time/server-clock';
import { CLOCK_WATCH_MS, followWorldClock, simClockOf } from './clock-follow';

const T = Date.parse('2026-01-05T12:00:00Z');
const answer = (headers: Record<string, string>) => new Response('{}', { headers });

/** A page: its fetch answering `headers`, its visibility and its one interval, run by hand. */
function page(headers: Record<string, string>) {
  let tick: (() => void) | null = null;
  const host = {
    fetch: vi.fn(async () => answer(headers)) as unknown as typeof fetch,
    document: { visibilityState: 'visible' as DocumentVisibilityState, addEventListener: vi.fn() },
    setInterval: (handler: () => void, ms: number) => {
      expect(ms).toBe(CLOCK_WATCH_MS);
      tick = handler;
      return 1;
    },
  };
  return { host, tick: () => tick?.() };
}

describe('the development build follows the simulated clock', () => {
  it("reads an answer's clock headers: the instant and whether the world's clock runs", () => {
    expect(simClockOf(new Headers({ 'x-server-time': String(T), 'x-sim-clock': 'frozen' }))).toEqual({ now: T, mode: 'frozen' });
    // A production backend sends no simulator header: nothing to follow.
    expect(simClockOf(new Headers({ 'x-server-time': String(T) }))).toBeNull();
  });

  it("every answer of a frozen world stops the site's clock at its instant", async () => {
    const { host } = page({ 'x-server-time': String(T), 'x-sim-clock': 'frozen' });
    followWorldClock({ getClock: vi.fn() }, 'w', host);
    await host.fetch('/api/system/status');
    expect(useServerClockStore.getState().frozenAt).toBe(T);
    expect(serverNow()).toBe(T);
  });

  it('a move from outside (curl) reaches the open page at the next watch, only while the tab is visible', async () => {
    const getClock = vi.fn(async () => ({ now: T + 58_000, mode: 'frozen' as const }));
    const { host, tick } = page({});
    followWorldClock({ getClock }, 'w', host);
    host.document.visibilityState = 'hidden';
    tick();
    expect(getClock).not.toHaveBeenCalled();
    host.document.visibilityState = 'visible';
    tick();
    await vi.waitFor(() => expect(serverNow()).toBe(T + 58_000));
    expect(getClock).toHaveBeenCalledWith('w');
  });
});
