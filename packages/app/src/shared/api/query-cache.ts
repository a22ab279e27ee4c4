import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIENT_ERROR, isApiError } from './api-error';
import { asRead } from './client';

/**
 * The app's one cache of server answers (docs/decisions/front-end.md "One loader" says why not swr).
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
/** The screens showing each key, told when `refreshQuery` or `setQuery` replaces its answer. */
const listeners = new Map<string, Set<(value: unknown) => void>>();

export interface QueryOptions {
  /** Keep the answer for the page's life (default) or only share the running load. */
  keep?: boolean;
  /** Start a new load even when an answer or a running load exists (it replaces them). */
  refresh?: boolean;
  /** A failed load leaves the kept answer kept (a refresh that failed does not forget it). */
  keepLast?: boolean;
}

/** The answer under `key`: the kept one, the running load, or a new load of `load()`. */
export function query<T>(
  key: string,
  load: () => Promise<T>,
  { keep = true, refresh = false, keepLast = false }: QueryOptions = {},
): Promise<T> {
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
      if (entries.get(key) === entry) {
        if (keepLast && existing?.done) entries.set(key, existing);
        else entries.delete(key);
      }
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

/** What a screen asks for: a name (the endpoint) plus its input; serialised into the cache key. */
export type LoadKey = string | readonly unknown[];

const keyString = (key: LoadKey): string => (typeof key === 'string' ? key : JSON.stringify(key));

/** Why a load failed: the network (slow or offline, A-158) or the server's refusal. */
export type LoadFailure = 'network' | 'failed';

export interface LoadOptions {
  /** Keep the answer for the page's life, shared by every screen that asks (quiet calls, A-141). Default false: a screen loads afresh on each visit, sharing only a running load. */
  keep?: boolean;
  /** While a new key loads, keep the last key's answer on screen (status `ok`, `loading` true), as `reload` does: a language or day switch replaces the answer instead of blanking it. A failure still drops it. */
  hold?: boolean;
  /**
   * The screen shows no failure of its own (a slider or modal that closes, a figure left blank): a
   * failure keeps the client's toast. Default: the screen shows it inline (LoadFailed), so no
   * toast says it a second time, for the network's failure or the server's.
   */
  toast?: boolean;
  /**
   * A failed load keeps the last answer of the key on screen (status `ok`, `failure` says why) and
   * in the cache: a balance or a count is better stale than blank. Without an answer yet, a
   * failure is a failure.
   */
  keepLast?: boolean;
  /**
   * A value that, when it changes, loads the key again as `reload` does (the answer stays until
   * the new one): an event the data follows (the agent footer's flag follows the page).
   */
  refreshOn?: unknown;
  /**
   * With `keep`: an answer kept from an earlier screen is shown at once and loaded again, for data
   * that moves between visits (the balance); screens that open together share the one load.
   */
  revalidate?: boolean;
}

export interface LoadResult<T> {
  /** `idle`: key null, nothing asked. `loading`: no answer for this key yet. `ok`: `data` holds it (with `keepLast`, `failure` may say the last load failed). `error`: the last load failed. */
  status: 'idle' | 'loading' | 'ok' | 'error';
  /** The answer for the current key; kept on screen while a `reload` runs. */
  data: T | null;
  /** True while a load of the current key runs (first load or reload). */
  loading: boolean;
  /** The failure of the last load, told apart for the offline message; null otherwise. */
  failure: LoadFailure | null;
  /** Loads the current key again (retry after a failure, refresh after a change). */
  reload: () => void;
  /** Replaces the answer on screen (after the screen changed it on the server). */
  set: (data: T) => void;
}

interface LoadState<T> {
  key: string | null;
  data: T | null;
  /** An answer for `key` is on screen (it may be null itself). */
  has: boolean;
  loading: boolean;
  failure: LoadFailure | null;
}

export const failureOf = (e: unknown): LoadFailure => (isApiError(e) && e.code === CLIENT_ERROR.network.code ? 'network' : 'failed');

/**
 * The app's one loader: every screen asks for its data through it. Keyed by endpoint
 * and input; a running load of the same key is shared (the query cache); the answer of an older
 * key, or one arriving after unmount, is dropped; `reload` keeps the answer on screen until the
 * new one arrives; a failure says whether the network failed. `key` null asks nothing.
 * `load` fetches `key`: a new function for the same key loads nothing new.
 */
export function useLoad<T>(
  key: LoadKey | null,
  load: () => Promise<T>,
  { keep = false, hold = false, toast = false, keepLast = false, refreshOn, revalidate = false }: LoadOptions = {},
): LoadResult<T> {
  const k = key === null ? null : keyString(key);
  const fresh = (): LoadState<T> => {
    const kept = k === null ? undefined : peekQuery<T>(k);
    return { key: k, data: kept ?? null, has: kept !== undefined, loading: k !== null && kept === undefined, failure: null };
  };
  const [state, setState] = useState<LoadState<T>>(fresh);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const roundRef = useRef(round);
  useEffect(() => {
    if (k === null) return;
    let live = true;
    const refresh = roundRef.current !== round;
    roundRef.current = round;
    const kept = refresh ? undefined : peekQuery<T>(k);
    if (kept !== undefined && !revalidate) {
      setState({ key: k, data: kept, has: true, loading: false, failure: null });
      return;
    }
    setState((s) =>
      kept !== undefined
        ? { key: k, data: kept, has: true, loading: true, failure: null }
        : s.key === k || (hold && s.has)
          ? { ...s, key: k, loading: true, failure: null }
          : { key: k, data: null, has: false, loading: true, failure: null },
    );
    const run = () => loadRef.current();
    query(k, toast ? run : () => asRead(run), { keep, refresh: refresh || kept !== undefined, keepLast }).then(
      (data) => {
        if (live) setState({ key: k, data, has: true, loading: false, failure: null });
      },
      (e: unknown) => {
        const failure = failureOf(e);
        if (live)
          setState((s) =>
            keepLast && s.key === k && s.has
              ? { ...s, loading: false, failure }
              : { key: k, data: null, has: false, loading: false, failure },
          );
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are fixed per call site
  }, [k, round]);
  const seen = useRef(refreshOn);
  useEffect(() => {
    if (Object.is(seen.current, refreshOn)) return;
    seen.current = refreshOn;
    setRound((r) => r + 1);
  }, [refreshOn]);
  useEffect(() => {
    if (k === null) return;
    const tell = (data: unknown) => setState({ key: k, data: data as T, has: true, loading: false, failure: null });
    const told = listeners.get(k) ?? new Set();
    listeners.set(k, told.add(tell));
    return () => {
      told.delete(tell);
      if (!told.size) listeners.delete(k);
    };
  }, [k]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback((data: T) => setState((s) => ({ ...s, data, has: true, loading: false, failure: null })), []);
  const next = state.key === k ? state : fresh();
  const current = hold && k !== null && !next.has && state.has ? { ...state, key: k, loading: true, failure: null } : next;
  const status = k === null ? 'idle' : current.failure && !(keepLast && current.has) ? 'error' : current.has ? 'ok' : 'loading';
  return { status, data: current.data, loading: current.loading, failure: current.failure, reload, set };
}

/**
 * Loads `key` again and kept, and shows the answer on every screen showing `key`: a store-like
 * count (unread, balance) that one screen changed and several screens show.
 */
export function refreshQuery<T>(key: LoadKey, load: () => Promise<T>): Promise<T> {
  const k = keyString(key);
  // A failed refresh keeps the last answer: the screens showing it keep it too.
  return query(k, load, { refresh: true, keepLast: true }).then((value) => {
    // A reset while loading forgot the answer: the screens it would reach belong to another page.
    if (entries.get(k)?.value === value) listeners.get(k)?.forEach((tell) => tell(value));
    return value;
  });
}

/**
 * Shows `value` as the answer under `key` on every screen showing it, and keeps it where the
 * answer is kept: a screen changed the data on the server (a deposit, a favourite) and the
 * answer says how. A function gets the kept answer (undefined when none) and returns the new one.
 */
export function setQuery<T>(key: LoadKey, value: T | ((kept: T | undefined) => T)): void {
  const k = keyString(key);
  const e = entries.get(k);
  if (typeof value === 'function') value = (value as (kept: T | undefined) => T)(e?.done ? (e.value as T) : undefined);
  if (e?.done) e.value = value;
  listeners.get(k)?.forEach((tell) => tell(value));
}

/** Forgets every answer and running load (tests, after each case). */
export const resetQueryCache = (): void => entries.clear();
