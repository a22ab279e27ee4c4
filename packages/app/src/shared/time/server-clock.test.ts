import { describe, expect, it, vi } from 'vitest';
import { learnServerTime, serverNow, useServerClockStore } from './server-clock';

const at = (iso: string) => Date.parse(iso);
const header = (iso: string) => new Date(iso).toUTCString();

describe('server clock', () => {
  it('is the device clock until an answer tells the server time', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at('2026-06-20T08:00:00Z') });
    expect(serverNow()).toBe(at('2026-06-20T08:00:00Z'));
    learnServerTime(null);
    learnServerTime('not a date');
    expect(useServerClockStore.getState().learned).toBe(false);
  });

  it("follows the server's clock from the first Date header on, however far the device is", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at('2026-06-20T08:00:00Z') });
    learnServerTime(header('2026-01-06T17:00:00Z'));
    expect(serverNow()).toBe(at('2026-01-06T17:00:00Z'));
    vi.setSystemTime(at('2026-06-20T08:01:00Z'));
    expect(serverNow()).toBe(at('2026-01-06T17:01:00Z'));
  });

  it('keeps the best of close readings (the header is cut to the second), and takes a moved clock at once', () => {
    learnServerTime(header('2026-01-06T17:00:00Z'), at('2026-06-20T08:00:00.400Z'));
    learnServerTime(header('2026-01-06T17:00:01Z'), at('2026-06-20T08:00:01.100Z'));
    learnServerTime(header('2026-01-06T17:00:01Z'), at('2026-06-20T08:00:01.900Z'));
    // The largest reading: the server was at least 17:00:01 when the device read 08:00:01.100.
    expect(useServerClockStore.getState().offsetMs).toBe(at('2026-01-06T17:00:00Z') - at('2026-06-20T08:00:00.100Z'));
    // The world's clock advanced by an hour: taken as it is.
    learnServerTime(header('2026-01-06T18:00:05Z'), at('2026-06-20T08:00:05Z'));
    expect(useServerClockStore.getState().offsetMs).toBe(at('2026-01-06T18:00:00Z') - at('2026-06-20T08:00:00Z'));
    // Set back a day: a reading far behind replaces the offset too.
    learnServerTime(header('2026-01-05T18:00:05Z'), at('2026-06-20T08:00:05Z'));
    expect(useServerClockStore.getState().offsetMs).toBe(at('2026-01-05T18:00:00Z') - at('2026-06-20T08:00:00Z'));
  });
});
