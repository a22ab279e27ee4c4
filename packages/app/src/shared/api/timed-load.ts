import { useEffect, useRef, useState } from 'react';
import { query, useLoad, type LoadKey, type LoadOptions, type LoadResult } from './query-cache';

// Beside the loader, not in it: query-cache.ts is part of /m/home's first JS, and home refreshes
// nothing on a timer (inside useLoad this cost /m/home about 0.1 KB gzip, measured).

export interface TimedLoadOptions<T> extends LoadOptions {
  /**
   * How long after an answer (`data`) or a failure (`null`) to load the key again; null stops.
   * Timed by the caller from the answer itself (the lottery lobby: the next draw, G-068).
   */
  refreshAfter: (data: T | null) => number | null;
  /**
   * A value that, when it changes, makes the timer stale: the key loads again at once, quietly,
   * and its answer times the next refresh (the lottery lobby: the server's clock jumped).
   */
  replanOn?: unknown;
}

/**
 * `useLoad` that loads its key again, quietly, at the time the caller gives: the answer stays on
 * screen (and `loading` false) until the next one replaces it; a failed refresh keeps it and is
 * timed with `null`; a failure already shown stays until an answer. The timer dies with the key
 * (a new key starts over) and on unmount; a `reload` restarts it when it settles.
 */
export function useTimedLoad<T>(
  key: LoadKey | null,
  load: () => Promise<T>,
  { refreshAfter, replanOn, ...options }: TimedLoadOptions<T>,
): LoadResult<T> {
  const result = useLoad(key, load, options);
  const k = key === null ? null : typeof key === 'string' ? key : JSON.stringify(key);
  const loadRef = useRef(load);
  loadRef.current = load;
  const afterRef = useRef(refreshAfter);
  afterRef.current = refreshAfter;
  /** The answer on screen when a quiet refresh failed (the next refresh is timed with null). */
  const [missed, setMissed] = useState<{ data: T | null } | null>(null);
  const { status, loading, data, set } = result;
  const { keep } = options;
  // The value the timer was planned under: a new one makes it stale, and the refresh is due at once.
  const planned = useRef(replanOn);
  useEffect(() => {
    if (k === null || loading || status === 'idle') return;
    const stale = !Object.is(planned.current, replanOn);
    planned.current = replanOn;
    const after = stale ? 0 : afterRef.current(status === 'ok' && missed?.data !== data ? data : null);
    if (after === null) return;
    let live = true;
    const timer = setTimeout(() => {
      query(k, () => loadRef.current(), { keep: keep ?? false, refresh: true }).then(
        (answer) => {
          if (live) set(answer);
        },
        () => {
          if (live) setMissed({ data });
        },
      );
    }, after);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [k, loading, status, data, missed, set, keep, replanOn]);
  return result;
}
