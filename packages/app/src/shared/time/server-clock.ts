import { create } from 'zustand';
import { useNow } from './use-now';

/**
 * The server's clock as the site knows it: the offset between the backend's time (the Date header
 * of every API answer, SERVER_TIME_HEADER) and the device's. "Today", report ranges, greetings and
 * server expiries read serverNow(), so a device clock set to another day (or a simulated world in
 * January 2026 under a browser in another month) never empties a report.
 */
interface ServerClockState {
  /** Server time minus device time, in ms; 0 until an answer is read. */
  offsetMs: number;
  learned: boolean;
}

export const useServerClockStore = create<ServerClockState>(() => ({ offsetMs: 0, learned: false }));

/**
 * A reading further than this from the offset in use means the server's clock moved (a world's
 * clock set or advanced, the device clock changed), not the header's rounding or the trip.
 */
const MOVED_MS = 2_000;

/** Reads an answer's Date header, received at `receivedAt` on the device clock. A missing or unreadable header changes nothing. */
export function learnServerTime(dateHeader: string | null | undefined, receivedAt: number = Date.now()): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return;
  const reading = server - receivedAt;
  const { offsetMs, learned } = useServerClockStore.getState();
  // The header is cut to the second and written before the answer travelled, so a reading is never
  // ahead of the true offset: the largest of the close readings is the best.
  const next = !learned || Math.abs(reading - offsetMs) > MOVED_MS ? reading : Math.max(reading, offsetMs);
  if (next !== offsetMs || !learned) useServerClockStore.setState({ offsetMs: next, learned: true });
}

/** The server's current instant (ms since epoch). */
export const serverNow = (): number => Date.now() + useServerClockStore.getState().offsetMs;

/** serverNow() for a component: re-read every `tickMs`, and at once when the offset is learned or moves. */
export function useServerNow(tickMs: number): number {
  const offsetMs = useServerClockStore((s) => s.offsetMs);
  return useNow(tickMs) + offsetMs;
}
