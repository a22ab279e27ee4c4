import { SERVER_TIME_HEADER, SERVER_TIME_MS_HEADER } from '@m/contracts';
import { create } from 'zustand';

/**
 * The server's clock as the site knows it: the offset between the backend's time (every API
 * answer's SERVER_TIME_MS_HEADER, or its Date header) and the device's. Every "now" of the site
 * (countdowns, "today", report ranges, greetings, expiries) reads serverNow() at the moment of
 * use, so a phone's clock set to another day (or a simulated world in January 2026 under a browser
 * in another month) never moves a draw, a report or a greeting (docs/decisions/toolkit.md "The
 * server's clock").
 */
interface ServerClockState {
  /** Server time minus device time, in ms; 0 until an answer is read. */
  offsetMs: number;
  learned: boolean;
  /**
   * The instant a frozen simulated world stands at, or null while the server's clock runs. A
   * production backend's clock always runs: only the development build sets it (src/dev).
   */
  frozenAt: number | null;
  /**
   * How often the server's clock jumped (set, advanced, frozen or resumed) since the page opened:
   * work planned on server time (a lobby's next refresh) is planned again when it changes.
   */
  jumps: number;
  /** The device instant the newest simulated-clock reading was asked for (followSimulatedClock). */
  followedAt: number;
}

export const useServerClockStore = create<ServerClockState>(() => ({
  offsetMs: 0,
  learned: false,
  frozenAt: null,
  jumps: 0,
  followedAt: 0,
}));

/**
 * A reading further than this from the offset in use means the server's clock moved (a world's
 * clock set or advanced, the device clock changed), not the header's rounding or the trip.
 */
export const MOVED_MS = 2_000;

/** The server's instant an answer's headers carry: the ms header, else the Date header; null when neither is readable. */
export function serverTimeOf(headers: Pick<Headers, 'get'>): number | null {
  // Number() of a missing or unreadable value is 0 or NaN, neither of which passes.
  const ms = Number(headers.get(SERVER_TIME_MS_HEADER));
  if (ms > 0) return ms;
  const date = Date.parse(headers.get(SERVER_TIME_HEADER) ?? '');
  return Number.isNaN(date) ? null : date;
}

/** Learns the server's instant `server` (ms) of an answer received at `receivedAt` on the device clock. Null changes nothing. */
export function learnServerTime(server: number | null, receivedAt: number = Date.now()): void {
  if (server === null || !Number.isFinite(server)) return;
  const reading = server - receivedAt;
  const { offsetMs, learned, jumps, frozenAt } = useServerClockStore.getState();
  // A simulated world standing still is followed by the development build alone (followSimulatedClock).
  if (frozenAt !== null) return;
  const moved = learned && Math.abs(reading - offsetMs) > MOVED_MS;
  // The instant is written before the answer travelled, so a reading is never ahead of the true
  // offset: the largest of the close readings is the best (and the site's "now" is never earlier
  // than an answer it already has).
  const next = !learned || moved ? reading : Math.max(reading, offsetMs);
  if (next === offsetMs && learned) return;
  useServerClockStore.setState({ offsetMs: next, learned: true, jumps: moved ? jumps + 1 : jumps });
}

/** The server's current instant (ms since epoch). */
export const serverNow = (): number => useServerClockStore.getState().frozenAt ?? Date.now() + useServerClockStore.getState().offsetMs;
