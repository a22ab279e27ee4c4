import { useCallback, useSyncExternalStore } from 'react';
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
 * One reading of serverNow() per tick length, shared by every component that shows the time at
 * that pace: one timer for a lobby's twenty countdowns, not twenty, and every one of them reads
 * the same instant.
 */
interface Ticker {
  now: number;
  /** The device instant and the server clock's state of that reading. */
  readAt: number;
  clock: unknown;
  listeners: Set<() => void>;
  stop: (() => void) | null;
}

const tickers = new Map<number, Ticker>();

function read(ticker: Ticker): void {
  ticker.now = serverNow();
  ticker.readAt = Date.now();
  ticker.clock = useServerClockStore.getState();
}

/**
 * The ticker of `tickMs`. One nobody listens to reads again when its reading is a tick old or the
 * server's clock changed since: a component that starts showing the time never shows an older
 * one than a ticking ticker would, and two reads in one render agree.
 */
function tickerOf(tickMs: number): Ticker {
  let ticker = tickers.get(tickMs);
  if (!ticker) {
    ticker = { now: 0, readAt: 0, clock: null, listeners: new Set(), stop: null };
    tickers.set(tickMs, ticker);
  }
  if (!ticker.stop && (Math.abs(Date.now() - ticker.readAt) >= tickMs || ticker.clock !== useServerClockStore.getState())) read(ticker);
  return ticker;
}

/** Reads the clock again and tells every listener (each renders again only if what it shows changed). */
function tick(ticker: Ticker): void {
  read(ticker);
  for (const listener of [...ticker.listeners]) listener();
}

function subscribe(tickMs: number, listener: () => void): () => void {
  const ticker = tickerOf(tickMs);
  ticker.listeners.add(listener);
  if (!ticker.stop) {
    const id = window.setInterval(() => tick(ticker), tickMs);
    const unsubscribe = useServerClockStore.subscribe(() => tick(ticker));
    ticker.stop = () => {
      window.clearInterval(id);
      unsubscribe();
    };
  }
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0) {
      ticker.stop?.();
      ticker.stop = null;
      // Nobody shows it now: the next one to show it reads the clock afresh.
      ticker.readAt = Number.NEGATIVE_INFINITY;
    }
  };
}

/**
 * What a component shows of the server's time, `show(now)`: read again every `tickMs` and at once
 * when the server's clock is learned, moves or stops (never an old reading plus a new offset). The
 * component renders again only when what it shows changes, so `show` returns a value compared by
 * identity (a text, a number, a flag): a countdown of seconds read every 500 ms renders once a
 * second, and only its own text does.
 */
export function useServerTime<T extends string | number | boolean | null>(tickMs: number, show: (now: number) => T): T {
  const listen = useCallback((listener: () => void) => subscribe(tickMs, listener), [tickMs]);
  const snapshot = () => show(tickerOf(tickMs).now);
  return useSyncExternalStore(listen, snapshot, snapshot);
}

const asIs = (now: number) => now;

/** serverNow() for a component, read again every `tickMs` (useServerTime of the instant itself). */
export const useServerNow = (tickMs: number): number => useServerTime(tickMs, asIs);

/** The count of the server clock's jumps, for a component whose timers are planned on server time. */
export const useServerClockJumps = (): number => useServerClockStore((s) => s.jumps);
