import { useEffect, useState } from 'react';
import { serverNow, useServerClockStore } from './server-clock';

// Apart from server-clock.ts, which the API client (and so every page's first JavaScript) loads:
// these are for the screens that show the server's time.

/**
 * The server time that passed between two device instants (a call sent and answered): none on a
 * frozen world, whose clock stands while the call travels.
 */
export const serverElapsed = (sentAt: number, receivedAt: number): number =>
  useServerClockStore.getState().frozenAt !== null ? 0 : Math.max(0, receivedAt - sentAt);

/**
 * serverNow() for a component, read at the moment of use: again every `tickMs`, and at once when
 * the server's clock is learned, moves or stops (never an old reading plus a new offset).
 */
export function useServerNow(tickMs: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const read = () => setNow(serverNow());
    read();
    const id = window.setInterval(read, tickMs);
    const unsubscribe = useServerClockStore.subscribe(read);
    return () => {
      window.clearInterval(id);
      unsubscribe();
    };
  }, [tickMs]);
  return now;
}

/** The count of the server clock's jumps, for a component whose timers are planned on server time. */
export const useServerClockJumps = (): number => useServerClockStore((s) => s.jumps);
