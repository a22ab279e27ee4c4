import { endpointList, serverClockHeaders, SIM_WORLD_COOKIE, SIM_WORLD_HEADER, type Endpoint } from '@m/contracts';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { CONTROL_BODY_MAX_BYTES, controlBodyLimit, controlBodyTooLarge } from '../control/contract';
import { artSeed } from '../art/seed';
import { handleControl } from '../control/router';
import { CONTROL_PREFIX } from '../control/types';
import { createEngine, selectWorldId, type SimEngine, type SimRequest, type SimResponse } from '../engine/assembly/engine';
import { bodyNotParsed } from '../engine/errors';
import type { Headers } from '../engine/handler';
import type { ClockReading } from '../engine/clock';
import type { Fault } from '../engine/faults';

/**
 * MSW 2 handlers over the same engine and endpoint table as the Fastify server: Storybook (one
 * world per story), the browser dev mode and vitest. Browser- and node-safe.
 */
export interface SimHandlerOptions {
  engine?: SimEngine;
  /**
   * Every request goes to this world (created with scenario/seed when missing). A function is
   * asked on every request; when it answers undefined, the request names its world as over HTTP
   * (header, cookie, default). Test suites switch worlds that way without new handlers.
   */
  worldId?: string | (() => string | undefined);
  scenario?: string;
  seed?: number;
  /** Faults of the world made for `worldId`, on top of its scenario's (a story's network failure). */
  faults?: readonly Fault[];
  /**
   * Origin of the simulated backend; '' (default) matches any origin. An engine made here uses it
   * as its pages origin, so the image (/cdn) and page (/pages) URLs of its answers are relative
   * by default and answered by these handlers (Storybook's static build needs no server).
   */
  baseUrl?: string;
  /** Endpoints to serve; default the whole contracts table. */
  endpoints?: readonly Endpoint[];
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** An engine answer as a Response; `at` (the world's clock, SimEngine.serverClock) goes out in its clock headers, as Fastify's does. */
function toResponse(res: SimResponse, at: ClockReading | undefined): Response {
  if (res.kind === 'drop') return HttpResponse.error();
  let headers: Record<string, string> = at === undefined ? JSON_TYPE : { ...JSON_TYPE, ...serverClockHeaders(at) };
  if (res.kind === 'malformed') return new HttpResponse(res.text, { status: res.status, headers });
  if (res.headers) headers = { ...headers, ...res.headers };
  // Same bytes as Fastify: the engine builds values in schema order, Fastify serialises in schema order.
  return new HttpResponse(JSON.stringify(res.body), { status: res.status, headers });
}

function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

async function bodyOf(request: Request, endpoint: Endpoint): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  if (endpoint.bodyType === 'form' || request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as unknown;
}

/** The path under /cdn/, decoded as Fastify decodes its wildcard (an undecodable one stays as sent). */
function cdnPath(pathname: string): string {
  const raw = pathname.replace(/^.*?\/cdn\//, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function createSimHandlers(opts: SimHandlerOptions = {}): RequestHandler[] {
  const origin = opts.baseUrl ? opts.baseUrl.replace(/\/+$/, '') : '';
  const engine = opts.engine ?? createEngine({ pagesOrigin: origin });

  const worldFor = (headers: Headers, cookies: Record<string, string>): string => {
    const fixed = typeof opts.worldId === 'function' ? opts.worldId() : opts.worldId;
    if (fixed === undefined) return selectWorldId(headers[SIM_WORLD_HEADER], cookies[SIM_WORLD_COOKIE]);
    if (!engine.hasWorld(fixed)) {
      engine.createWorld({ id: fixed, scenario: opts.scenario, seed: opts.seed });
      if (opts.faults?.length) engine.world(fixed).faults.add([...opts.faults]);
    }
    return fixed;
  };

  const serve =
    (endpoint: Endpoint | null) =>
    async ({ request, params, cookies }: { request: Request; params: Record<string, unknown>; cookies: Record<string, string> }) => {
      const url = new URL(request.url);
      const headers: Headers = Object.fromEntries(request.headers.entries());
      const base: SimRequest = {
        endpoint,
        worldId: worldFor(headers, cookies),
        method: request.method,
        path: url.pathname,
        query: queryOf(url),
        rawQuery: url.search.slice(1),
        params,
        headers,
      };
      let body: unknown;
      let bodyError: SimRequest['bodyError'];
      try {
        body = endpoint?.body ? await bodyOf(request, endpoint) : undefined;
      } catch {
        // Answered by dispatch after the session check (a dead token is told first).
        bodyError = bodyNotParsed();
      }
      return toResponse(await engine.handle({ ...base, body, bodyError }), engine.serverClock(base.worldId));
    };

  const cdn = async ({ request, cookies }: { request: Request; cookies: Record<string, string> }) => {
    const url = new URL(request.url);
    const worldId = worldFor(Object.fromEntries(request.headers.entries()), cookies);
    const { cdnAnswer } = await import('../art');
    const answer = cdnAnswer(cdnPath(url.pathname), queryOf(url), artSeed(engine, worldId));
    return new HttpResponse(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType, ...answer.headers } });
  };

  // The control API: the same router, table and validator as Fastify (control/router.ts).
  const controlApi = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const contentType = request.headers.get('content-type') ?? '';
    // The body limits of the Fastify transport: 16 MiB for an import, 64 KiB for the rest (413).
    if (
      text.length > CONTROL_BODY_MAX_BYTES / 4 &&
      new TextEncoder().encode(text).byteLength > controlBodyLimit(request.method, url.pathname)
    ) {
      return new HttpResponse(JSON.stringify({ error: controlBodyTooLarge(request.method, url.pathname) }), {
        status: 413,
        headers: JSON_TYPE,
      });
    }
    // A body of another media type goes to the router as text, which refuses it (415) as Fastify does.
    let body: unknown = text || undefined;
    if (text && /^application\/json\s*(;|$)/i.test(contentType)) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return new HttpResponse(JSON.stringify({ error: 'body is not valid JSON' }), { status: 400, headers: JSON_TYPE });
      }
    }
    const res = handleControl(engine, { method: request.method, path: url.pathname, query: queryOf(url), body, contentType });
    return new HttpResponse(JSON.stringify(res.body), { status: res.status, headers: JSON_TYPE });
  };

  const route = routeTable(opts.endpoints ?? endpointList, origin);
  // One handler for every route, found by one lookup: MSW asks its handlers in turn, each matching
  // the URL against its pattern and reading the request's cookies, so a handler per endpoint would
  // cost every request ninety of those.
  const handler = http.all(
    ({ request }) => route(request) !== null,
    (info) => {
      const found = route(info.request);
      if (found === 'cdn') return cdn(info);
      if (found === 'control') return controlApi(info);
      if (found === null || found === 'api') return serve(null)({ ...info, params: {} });
      return serve(found.endpoint)({ ...info, params: found.params });
    },
  );
  return [handler];
}

/** Where a request goes: an endpoint (with its path parameters), the /api catch-all (unknown endpoint), the CDN or the control API. */
type Route = { endpoint: Endpoint; params: Record<string, string> } | 'api' | 'cdn' | 'control';

/** A path with parameters (`/api/items/:id`) as a pattern of whole segments, and the names in order. */
function pathPattern(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const segments = path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(segment.slice(1));
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${segments.join('/')}$`), names };
}

/** A path parameter as Fastify decodes it (an undecodable one stays as sent). */
function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The simulator's routes as Fastify has them (server.ts, http/app.ts): an endpoint by its exact
 * method and path (a path with parameters by its pattern), any other path under /api (answered
 * "no endpoint", or 405 for a known path), GET under /cdn and anything under the control prefix.
 * With an origin, only requests to it.
 */
function routeTable(endpoints: readonly Endpoint[], origin: string): (request: Request) => Route | null {
  const fixed = new Map<string, Endpoint>();
  const withParams: Array<{ endpoint: Endpoint; pattern: RegExp; names: string[] }> = [];
  for (const endpoint of endpoints) {
    if (endpoint.path.includes(':')) withParams.push({ endpoint, ...pathPattern(endpoint.path) });
    else fixed.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  }
  return (request) => {
    const url = new URL(request.url);
    if (origin && url.origin !== origin) return null;
    const path = url.pathname;
    const endpoint = fixed.get(`${request.method} ${path}`);
    if (endpoint) return { endpoint, params: {} };
    for (const { endpoint, pattern, names } of withParams) {
      const match = endpoint.method === request.method ? pattern.exec(path) : null;
      if (match) return { endpoint, params: Object.fromEntries(names.map((name, i) => [name, decodeParam(match[i + 1]!)])) };
    }
    if (path.startsWith('/api/')) return 'api';
    if (path.startsWith('/cdn/')) return request.method === 'GET' ? 'cdn' : null;
    if (path.startsWith(`${CONTROL_PREFIX}/`)) return 'control';
    return null;
  };
}

export { createEngine, SimEngine } from '../engine/assembly/engine';
export { keepWorldInTab, TAB_WORLD_KEY_PREFIX, type TabWorldHost } from './tab-world';
