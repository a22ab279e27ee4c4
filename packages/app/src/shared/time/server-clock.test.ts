import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { learnServerTime, serverNow, serverTimeOf, useServerClockStore } from './server-clock';
import { serverElapsed, useServerNow, useServerTime } from './use-server-now';
import { followSimulatedClock } from './follow-simulated-clock';

const at = (iso: string) => Date.parse(iso);
const headers = (h: Record<string, string>) => new Headers(h);

beforeEach(() => useServerClockStore.setState({ offsetMs: 0, learned: false, frozenAt: null, jumps: 0, followedAt: 0 }));
afterEach(() => void vi.useRealTimers());

describe('server clock', () => {
  it('reads the ms header first, the Date header as the fallback, nothing from neither', () => {
    expect(serverTimeOf(headers({ 'x-server-time': '1767614400123', date: 'Mon, 05 Jan 2026 12:00:00 GMT' }))).toBe(1767614400123);
    expect(serverTimeOf(headers({ date: 'Mon, 05 Jan 2026 12:00:00 GMT' }))).toBe(at('2026-01-05T12:00:00Z'));
    expect(serverTimeOf(headers({ 'x-server-time': 'soon', date: 'not a date' }))).toBeNull();
    expect(serverTimeOf(headers({}))).toBeNull();
  });

  it('is the device clock until an answer tells the server time', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at('2026-06-20T08:00:00Z') });
    expect(serverNow()).toBe(at('2026-06-20T08:00:00Z'));
    learnServerTime(null);
    learnServerTime(NaN);
    expect(useServerClockStore.getState().learned).toBe(false);
  });

  it("follows the server's clock from the first answer on, however far the device is", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at('2026-06-20T08:00:00Z') });
    learnServerTime(at('2026-01-06T17:00:00.250Z'));
    expect(serverNow()).toBe(at('2026-01-06T17:00:00.250Z'));
    vi.setSystemTime(at('2026-06-20T08:01:00Z'));
    expect(serverNow()).toBe(at('2026-01-06T17:01:00.250Z'));
  });

  it('keeps the best of close readings, takes a moved clock at once and counts it as a jump', () => {
    learnServerTime(at('2026-01-06T17:00:00Z'), at('2026-06-20T08:00:00.400Z'));
    learnServerTime(at('2026-01-06T17:00:01Z'), at('2026-06-20T08:00:00.900Z'));
    learnServerTime(at('2026-01-06T17:00:01Z'), at('2026-06-20T08:00:01.900Z'));
    // The largest reading: the server was at least 17:00:01 when the device read 08:00:00.900.
    expect(useServerClockStore.getState().offsetMs).toBe(at('2026-01-06T17:00:01Z') - at('2026-06-20T08:00:00.900Z'));
    expect(useServerClockStore.getState().jumps).toBe(0);
    // The world's clock advanced by an hour: taken as it is.
    learnServerTime(at('2026-01-06T18:00:05Z'), at('2026-06-20T08:00:05Z'));
    expect(useServerClockStore.getState().offsetMs).toBe(at('2026-01-06T18:00:00Z') - at('2026-06-20T08:00:00Z'));
    // Set back a day: a reading far behind replaces the offset too.
    learnServerTime(at('2026-01-05T18:00:05Z'), at('2026-06-20T08:00:05Z'));
    expect(useServerClockStore.getState().offsetMs).toBe(at('2026-01-05T18:00:00Z') - at('2026-06-20T08:00:00Z'));
    expect(useServerClockStore.getState().jumps).toBe(2);
  });

  it('a frozen simulated world stands still: no tick moves it, a move of the world does, and resuming runs from there', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at('2026-06-20T08:00:00Z') });
    followSimulatedClock({ now: at('2026-01-05T12:00:00Z'), mode: 'frozen' });
    vi.setSystemTime(at('2026-06-20T08:00:30Z'));
    expect(serverNow()).toBe(at('2026-01-05T12:00:00Z'));
    // Every answer of the standing world says the same instant, later on the device: no jump (a
    // jump reloads the lottery menu, whose answer says it again: a loop of calls).
    followSimulatedClock({ now: at('2026-01-05T12:00:00Z'), mode: 'frozen' });
    expect(useServerClockStore.getState().jumps).toBe(0);
    expect(serverElapsed(Date.now() - 400, Date.now())).toBe(0);
    // The world moved (an answer's headers, the dev panel, the watch): its new instant.
    followSimulatedClock({ now: at('2026-01-05T12:00:58Z'), mode: 'frozen' });
    expect(serverNow()).toBe(at('2026-01-05T12:00:58Z'));
    expect(useServerClockStore.getState().jumps).toBe(1);
    // An answer that left before that move carries older news: it moves nothing back.
    followSimulatedClock({ now: at('2026-01-05T12:00:00Z'), mode: 'frozen' }, Date.now(), Date.now() - 1);
    expect(serverNow()).toBe(at('2026-01-05T12:00:58Z'));
    // Nor does the production client's reading of the same answer: only the dev build stops the clock.
    learnServerTime(at('2026-01-05T12:00:00Z'));
    expect(serverNow()).toBe(at('2026-01-05T12:00:58Z'));
    followSimulatedClock({ now: at('2026-01-05T12:00:58Z'), mode: 'follow' });
    vi.setSystemTime(at('2026-06-20T08:00:32Z'));
    expect(serverNow()).toBe(at('2026-01-05T12:01:00Z'));
    expect(serverElapsed(Date.now() - 400, Date.now())).toBe(400);
    expect(useServerClockStore.getState().jumps).toBe(2);
  });

  it('useServerNow never shows a time before the last answer: the offset moved after the first render is read at once', () => {
    vi.useFakeTimers({ now: at('2026-06-20T08:00:00Z') });
    learnServerTime(at('2026-01-05T10:59:00Z'));
    const { result } = renderHook(() => useServerNow(60_000));
    expect(result.current).toBe(at('2026-01-05T10:59:00Z'));
    // 40 s later (no tick yet: the hook ticks once a minute) an answer says 11:00:00, 2.5 s late.
    act(() => {
      vi.setSystemTime(at('2026-06-20T08:00:40Z'));
      learnServerTime(at('2026-01-05T11:00:00Z'), at('2026-06-20T08:00:40Z'));
    });
    expect(result.current).toBeGreaterThanOrEqual(at('2026-01-05T11:00:00Z'));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current).toBeGreaterThanOrEqual(at('2026-01-05T11:01:00Z'));
  });

  it('useServerTime renders a component again only when what it shows changes, on one timer for every component of a pace', () => {
    vi.useFakeTimers({ now: at('2026-01-05T12:00:00.000Z') });
    const seconds = (now: number) => Math.floor(now / 1000);
    let renders = 0;
    const first = renderHook(() => {
      renders++;
      return useServerTime(500, seconds);
    });
    const second = renderHook(() => useServerTime(500, seconds));
    expect(vi.getTimerCount()).toBe(1);
    expect(first.result.current).toBe(seconds(at('2026-01-05T12:00:00Z')));
    const before = renders;
    // Four reads in two seconds (each act renders what changed in it): the shown second changes twice.
    for (let read = 0; read < 4; read++) act(() => void vi.advanceTimersByTime(500));
    expect(first.result.current).toBe(seconds(at('2026-01-05T12:00:02Z')));
    expect(second.result.current).toBe(first.result.current);
    expect(renders - before).toBe(2);
    // A move of the server's clock is read at once, not at the next tick.
    act(() => learnServerTime(at('2026-01-05T13:00:00Z')));
    expect(first.result.current).toBe(seconds(at('2026-01-05T13:00:00Z')));
    first.unmount();
    second.unmount();
  });
});
