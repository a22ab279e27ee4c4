import { useEffect, useState } from 'react';

/**
 * The app's one cache of server answers (issue 13 item 4; docs/decisions.md says why not swr).
 * An answer is keyed by a string (the endpoint, plus the session token where the answer is the
 * member's own); callers asking while a load runs share it; a failed load is forgotten, so the
 * next caller tries again. `keep: false` only shares the running load (nothing is kept after it).
 * Tests empty it after each case through `resetQueryCache` (src/test/setup.ts), the one reset.
 */
interface Entry {
  promise: Promise<unknown> | null;
  done: boolean;
  value: unknown;
}

const entries = new Map<string, Entry>();

export interface QueryOptions {
  /** Keep the answer for the page's life (default) or only share the running load. */
  keep?: boolean;
  /** Start a new load even when an answer or a running load exists (it replaces them). */
  refresh?: boolean;
}

/** The answer under `key`: the kept one, the running load, or a new load of `load()`. */
export function query<T>(key: string, load: () => Promise<T>, { keep = true, refresh = false }: QueryOptions = {}): Promise<T> {
  const existing = entries.get(key);
  if (existing && !refresh) return existing.done ? Promise.resolve(existing.value as T) : (existing.promise as Promise<T>);
  const entry: Entry = { promise: null, done: false, value: undefined };
  const promise = load().then(
    (value) => {
      // A reset (or a refresh) while loading: the answer is still returned, but not kept.
      if (entries.get(key) === entry) {
        if (keep) Object.assign(entry, { done: true, value, promise: null });
        else entries.delete(key);
      }
      return value;
    },
    (e: unknown) => {
      if (entries.get(key) === entry) entries.delete(key);
      throw e;
    },
  );
  entry.promise = promise;
  entries.set(key, entry);
  return promise;
}

/** The kept answer under `key`, if any (no load starts). */
export function peekQuery<T>(key: string): T | undefined {
  const e = entries.get(key);
  return e?.done ? (e.value as T) : undefined;
}

/**
 * The answer under `key` for a component: null until it arrives, and null again while a new key
 * loads. A failed load leaves null (quiet calls: the screen works without it). `key` null loads nothing.
 */
export function useQuery<T>(key: string | null, load: () => Promise<T>): T | null {
  const [state, setState] = useState<{ key: string | null; value: T | null }>(() => ({ key, value: key === null ? null : (peekQuery<T>(key) ?? null) }));
  useEffect(() => {
    if (key === null) return;
    let live = true;
    query(key, load).then(
      (value) => {
        if (live) setState({ key, value });
      },
      () => {
        if (live) setState({ key, value: null });
      },
    );
    return () => {
      live = false;
    };
    // `load` is the fetch of `key`: a new function for the same key loads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : key === null ? null : (peekQuery<T>(key) ?? null);
}

/** Forgets every answer and running load (tests, after each case). */
export const resetQueryCache = (): void => entries.clear();
