import { buildPath, MODULE_HEADER, type BodyOf, type Route, type ParamsOf, type QueryOf, type ValueOf } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { useSessionStore } from '../stores/session-store';
import { learnServerTime, serverTimeOf } from '../time/server-clock';
import { ApiError, CLIENT_ERROR, type ErrorValueData } from './api-error';
import { takeEarlyAnswer } from './early-answers';

export interface CallInput<E extends Route> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  params?: ParamsOf<E>;
}

export interface CallOptions {
  /** Overrides the endpoint's quiet flag. */
  quiet?: boolean;
  signal?: AbortSignal;
  /**
   * The session token to send instead of the stored session's (a token handed over in
   * the URL is checked with member info before any session is stored, so nothing runs for a role
   * that is not known yet).
   */
  token?: string;
}

export type ApiErrorHandler = (error: ApiError, endpoint: Route) => void;

let errorHandler: ApiErrorHandler | null = null;

/** ONE handler receives every non-quiet error (the app wires it to toasts and login). Returns the unregister. */
export function setApiErrorHandler(handler: ApiErrorHandler | null): () => void {
  errorHandler = handler;
  return () => {
    if (errorHandler === handler) errorHandler = null;
  };
}

/** VITE_API_BASE points the site at another backend; by default the site's own origin (the dev server proxies /api). */
export const apiBase = (): string => (import.meta.env.VITE_API_BASE as string | undefined) || window.location.origin;

function buildUrl(endpoint: Route, input: CallInput<Route>): URL {
  const url = new URL(buildPath(endpoint.path, input.params as Record<string, string | number> | undefined), apiBase());
  for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    url.searchParams.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return url;
}

async function encodeBody(endpoint: Route, body: unknown, headers: Headers): Promise<BodyInit | undefined> {
  if (body === undefined) return undefined;
  if (endpoint.encrypted) {
    // Lazy: crypto-js stays out of the home chunk (only login/register encrypt).
    const codec = await import('@m/contracts/codec');
    headers.set(codec.ENCRYPTION_HEADER, codec.ENCRYPTION_HEADER_VALUE);
    headers.set('content-type', 'application/json');
    return JSON.stringify(codec.encryptBody(body));
  }
  if (endpoint.bodyType === 'form') {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (v !== undefined && v !== null) form.set(k, String(v));
    return form;
  }
  headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function send<E extends Route>(endpoint: E, input: CallInput<E>, opts: CallOptions): Promise<ValueOf<E>> {
  const headers = new Headers({ accept: 'application/json' });
  const token = opts.token ?? useSessionStore.getState().session?.token;
  if (endpoint.auth && token) headers.set('token', token);
  if (endpoint.module) headers.set(MODULE_HEADER, endpoint.module);
  const body = await encodeBody(endpoint, input.body, headers);

  const url = buildUrl(endpoint, input as CallInput<Route>);
  // The shell's early start already asked for this (settings, home's banners): its answer, once.
  const early = endpoint.method === 'GET' && body === undefined && !opts.token ? takeEarlyAnswer(url) : undefined;
  let res: Response;
  try {
    res = await (early ??
      fetch(url, {
        method: endpoint.method,
        headers,
        body,
        credentials: 'include',
        signal: opts.signal,
      }));
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    throw new ApiError(CLIENT_ERROR.network);
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    // A body that is not JSON is an unreadable answer; a body cut off on the way (the connection
    // dropped mid-answer: a TypeError, not a SyntaxError) is no answer at all.
    throw new ApiError(e instanceof SyntaxError ? { ...CLIENT_ERROR.malformed, status: res.status } : CLIENT_ERROR.network);
  }
  if (!isRecord(json) || typeof json.success !== 'boolean' || typeof json.code !== 'string') {
    throw new ApiError({ ...CLIENT_ERROR.malformed, status: res.status });
  }
  // Every answer of the backend, an error too, tells the server's time: "today" is the backend's,
  // not the device's. Only the backend's: a proxy's own answer (a 502 for a dropped connection, an
  // HTML error page) carries the proxy's clock, which a simulated world does not share; learning
  // it would move "today" and reload every screen keyed by the day.
  learnServerTime(serverTimeOf(res.headers));
  if (!json.success || !res.ok) {
    const value = isRecord(json.value) ? json.value : null;
    throw ApiError.fromEnvelope(json.code, res.status, value as ErrorValueData, typeof json.message === 'string' ? json.message : '');
  }
  return json.value as ValueOf<E>;
}

/**
 * Calls started while the loader runs a load (`asRead`): any failure of such a read, the network's
 * or the server's, is its screen's to show, inline with the retry (LoadFailed), so the handler
 * adds no toast; a refused session token still reaches it (the login opens)
 * (docs/decisions/front-end.md "One loader"). Counted while the load function runs synchronously,
 * which starts its call; a call a load starts after an await of its own still toasts.
 */
let reading = 0;

/** Runs a load of the loader: the calls it starts are reads. */
export function asRead<T>(load: () => Promise<T>): Promise<T> {
  reading += 1;
  try {
    return load();
  } finally {
    reading -= 1;
  }
}

/**
 * the logout in flight. The backend ends its token as soon as the call arrives, so a call
 * that a screen starts meanwhile with that token (home content still loading under the logout's
 * loading toast) would only earn a 401. Such a call is never sent: it waits for the logout, then
 * fails as `logged.out`, quietly (the session is ending on purpose). One slot: a later logout
 * replaces it, and a new session's token never matches it.
 */
let ending: { token: string; settled: Promise<unknown> } | null = null;
const LOGOUT_ID = routes.auth.logout.id;

/**
 * Calls one endpoint of the contracts table (docs/conventions.md "One function per endpoint"). Resolves with the envelope's value,
 * rejects with ApiError; non-quiet errors are also reported to the registered handler.
 */
export async function call<E extends Route>(endpoint: E, input: CallInput<E> = {}, opts: CallOptions = {}): Promise<ValueOf<E>> {
  const read = reading > 0;
  // The token this call sends, to tell a dead session from one that has already ended or changed.
  const token = endpoint.auth ? (opts.token ?? useSessionStore.getState().session?.token) : undefined;
  if (token !== undefined && ending?.token === token) {
    await ending.settled;
    throw ApiError.fromEnvelope('logged.out', 0, null);
  }
  try {
    const sent = send(endpoint, input, opts);
    if (endpoint.id === LOGOUT_ID && token !== undefined) ending = { token, settled: sent.catch(() => null) };
    return await sent;
  } catch (e) {
    if (e instanceof ApiError) {
      // A read's failure shows where its content goes (LoadFailed), not in a toast as well.
      const quiet = opts.quiet ?? (endpoint.quiet || read);
      const refusedToken = e.reaction === 'logout' && token !== undefined;
      const stillCurrent = useSessionStore.getState().session?.token === token;
      // A refused session token is never quiet: the handler clears the session and opens
      // the login, once (later refusals of the same token find the session gone and stay silent).
      if (refusedToken ? stillCurrent : !quiet) errorHandler?.(e, endpoint);
    }
    throw e;
  }
}
