import { ok, type Endpoint, type ErrorEnvelope, type SuccessEnvelope } from '@m/contracts';
import { BodyDecryptError, decryptBody } from '@m/contracts/codec';
import { handlers as domainHandlers } from '../domains';
import { badRequest, SimError } from '../errors';
import { corruptValue } from '../corrupt';
import { MALFORMED_BODY } from '../faults';
import { requestPayload } from '../journal-payload';
import type { HandlerRegistry, Headers } from '../handler';
import type { SimUser } from '../state';
import type { Upstream, UpstreamAnswer } from '../upstream';
import { methodsAt } from '../methods';
import { assertHeaders, assertWithinLimits, checkQuery, validatePart } from '../validate';
import { DEFAULT_PAGES_ORIGIN, resolveWorldConfig, World, WorldConfigError, type WorldOptions } from '../world';
import type { ClockReading } from '../clock';

export const DEFAULT_WORLD_ID = 'default';
const WORLD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
/** Live worlds kept at most; the least recently used non-default world goes first. */
export const DEFAULT_MAX_WORLDS = 1000;

export interface EngineOptions {
  /** Options of the `default` world (the CLI makes it follow wall time). */
  defaultWorld?: Omit<WorldOptions, 'id'>;
  /** Latency added to every answer of every world (CLI `--latency`), on top of faults. */
  latencyMs?: number;
  pagesOrigin?: string;
  /** Extra or replacing handlers (tests, experiments). */
  handlers?: HandlerRegistry;
  /** Live worlds kept at most (CLI `--max-worlds`, env SIM_MAX_WORLDS); default DEFAULT_MAX_WORLDS. */
  maxWorlds?: number;
  /** Told of every unexpected exception of a handler (the answer itself says only `unknown`). */
  onError?: (error: unknown, endpointId: string) => void;
  /** Wall-time source of the clocks (tests). */
  wall?: () => number;
  /** How latency is waited for (tests record it instead of waiting). */
  delay?: (ms: number) => Promise<void>;
  /** A real backend or a recording answering before the world's handlers (`--proxy`, `--replay`). */
  upstream?: Upstream;
}

/** A request as every transport hands it over. */
export interface SimRequest {
  /** The contract endpoint; null for a path outside the table (answered `url.empty`). */
  endpoint: Endpoint | null;
  /** Already chosen by selectWorldId(); absent = default world. */
  worldId?: string;
  method: string;
  path: string;
  query?: unknown;
  /** The query string as sent (without `?`): the engine checks a query string it has seen before only once (checkQuery). */
  rawQuery?: string;
  /** The query as the client sent it, when `query` was already completed by the transport's validation (journal). */
  sentQuery?: unknown;
  body?: unknown;
  params?: unknown;
  headers?: Headers;
  /**
   * The body as sent could not be read (not JSON): the transport leaves the refusal to dispatch,
   * which answers it after the session check, as every other fault of the request.
   */
  bodyError?: SimError;
}

export type SimEnvelope = SuccessEnvelope<unknown> | ErrorEnvelope;

export type SimResponse =
  | { kind: 'json'; status: number; body: SimEnvelope; headers?: Readonly<Record<string, string>> }
  | { kind: 'drop' }
  | { kind: 'malformed'; status: number; text: string; via?: Pick<UpstreamAnswer, 'source' | 'drift'> };

/** World selection (documented in docs/control-api.md): header, then cookie, then `default`. */
export function selectWorldId(header: string | undefined, cookie: string | undefined): string {
  return header || cookie || DEFAULT_WORLD_ID;
}

export const isValidWorldId = (id: string): boolean => WORLD_ID_PATTERN.test(id);

const defaultDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The simulated backend: worlds keyed by id and ONE transport-agnostic dispatch (`handle`) used
 * by the Fastify server and the MSW handlers alike. Pure TypeScript, browser-safe.
 */
export class SimEngine {
  private readonly worlds = new Map<string, World>();
  /** Endpoint id -> handler, a Map: an id is never looked up on a prototype. */
  private readonly registry: Map<string, HandlerRegistry[string]>;
  private readonly delay: (ms: number) => Promise<void>;
  /** The id `world()` returned last: it is already at the end of the recency order. */
  private recent: string | undefined;
  private counter = 0;
  /** Bodies of encrypted endpoints as dispatch decrypted them, for the journal (requestPayload). */
  private readonly decrypted = new WeakMap<SimRequest, { body: unknown }>();
  readonly pagesOrigin: string;
  readonly latencyMs: number;
  readonly maxWorlds: number;

  constructor(private readonly options: EngineOptions = {}) {
    this.registry = new Map([...Object.entries(domainHandlers), ...Object.entries(options.handlers ?? {})]);
    this.maxWorlds = Math.max(1, Math.floor(options.maxWorlds ?? DEFAULT_MAX_WORLDS));
    this.delay = options.delay ?? defaultDelay;
    this.pagesOrigin = options.pagesOrigin ?? DEFAULT_PAGES_ORIGIN;
    this.latencyMs = options.latencyMs ?? 0;
  }

  /** Makes a world (replacing one of the same id) and returns its id. */
  createWorld(options: WorldOptions = {}): string {
    const config = resolveWorldConfig(options);
    let id = options.id;
    if (id === undefined) {
      do id = `w${++this.counter}-${config.seed}`;
      while (this.worlds.has(id));
    } else if (!isValidWorldId(id)) {
      throw new WorldConfigError(`world id '${id}' must match ${WORLD_ID_PATTERN}`);
    }
    const world = new World(id, config, { pagesOrigin: this.pagesOrigin, wall: this.options.wall });
    this.worlds.delete(id);
    this.evictFor(1);
    this.worlds.set(id, world);
    this.recent = id;
    return id;
  }

  /** Makes room for `n` new worlds: drops the least recently used worlds except `default`. */
  private evictFor(n: number): void {
    for (const id of this.worlds.keys()) {
      if (this.worlds.size + n <= this.maxWorlds) return;
      if (id !== DEFAULT_WORLD_ID) this.worlds.delete(id);
    }
  }

  /** The world of that id; an unknown id is created with defaults (`default` with the engine's defaultWorld options). */
  world(id: string = DEFAULT_WORLD_ID): World {
    const existing = this.worlds.get(id);
    // Already the most recent (most calls in a row name the same world): nothing to move.
    if (existing && id === this.recent) return existing;
    this.recent = id;
    if (existing) {
      // Map order is the recency order: the world just used moves to the end.
      this.worlds.delete(id);
      this.worlds.set(id, existing);
      return existing;
    }
    this.createWorld(id === DEFAULT_WORLD_ID ? { ...this.options.defaultWorld, id } : { id });
    return this.worlds.get(id) as World;
  }

  hasWorld(id: string): boolean {
    return this.worlds.has(id);
  }

  worldIds(): string[] {
    return [...this.worlds.keys()];
  }

  /**
   * The world's clock for the answer's clock headers (serverClockHeaders), without creating or
   * touching the world; undefined when there is none (an invalid world id was refused).
   */
  serverClock(id: string = DEFAULT_WORLD_ID): ClockReading | undefined {
    return this.worlds.get(id)?.clock.read();
  }

  deleteWorld(id: string): boolean {
    return this.worlds.delete(id);
  }

  reset(id: string): void {
    this.world(id).reset();
  }

  applyScenario(id: string, name: string, overrides?: unknown): void {
    this.world(id).applyScenario(name, overrides);
  }

  hasHandler(endpointId: string): boolean {
    return this.registry.has(endpointId);
  }

  /** Answers one request of the simulated backend and records it in the world's journal. */
  async handle(req: SimRequest): Promise<SimResponse> {
    const worldId = req.worldId ?? DEFAULT_WORLD_ID;
    if (!isValidWorldId(worldId)) {
      return { kind: 'json', status: 400, body: badRequest('sim-world', `world id '${worldId}' is not valid`).envelope };
    }
    const world = this.world(worldId);
    const res = await this.dispatch(world, req);
    const endpointId = req.endpoint?.id ?? null;
    world.journal.record({
      at: world.clock.now(),
      method: req.method,
      path: req.path,
      endpoint: endpointId,
      status: res.kind === 'drop' ? 0 : res.status,
      code: res.kind === 'json' ? res.body.code : res.kind === 'malformed' && res.via ? codeOf(res.text) : null,
      ...requestPayload(req.endpoint, req.sentQuery ?? req.query, req.body, this.decrypted.get(req)),
      ...(res.kind === 'malformed' && res.via ? { source: res.via.source, ...(res.via.drift.length ? { drift: res.via.drift } : {}) } : {}),
    });
    return res;
  }

  /** An error answer made by the transport itself (e.g. Fastify validation), journaled like any other. */
  reject(req: SimRequest, error: SimError): SimResponse {
    const world = this.world(isValidWorldId(req.worldId ?? DEFAULT_WORLD_ID) ? req.worldId : DEFAULT_WORLD_ID);
    world.journal.record({
      at: world.clock.now(),
      method: req.method,
      path: req.path,
      endpoint: req.endpoint?.id ?? null,
      status: error.status,
      code: error.code,
      ...requestPayload(req.endpoint, req.sentQuery ?? req.query, req.body),
    });
    return { kind: 'json', status: error.status, body: error.envelope };
  }

  private async dispatch(world: World, req: SimRequest): Promise<SimResponse> {
    const e = req.endpoint;
    if (!e) {
      // A path of the contract asked with another method: 405 naming the methods it has.
      const allowed = methodsAt(req.path);
      if (allowed) {
        const error = new SimError('url.empty', `${req.method} is not a method of ${req.path} (${allowed.join(', ')})`, null, 405);
        return { kind: 'json', status: error.status, body: error.envelope, headers: { allow: allowed.join(', ') } };
      }
      return errorResponse(new SimError('url.empty', `no endpoint ${req.method} ${req.path}`));
    }
    const headers = req.headers ?? {};
    try {
      // The session first, before any other check of the request: a client with a dead token is
      // always told to log in again (401), whatever else is wrong with its call. With an upstream
      // (a real backend or its recording) the tokens are the backend's: checked after it, below.
      let session = e.auth && !this.options.upstream ? authenticate(world, headers) : null;
      if (req.bodyError) throw req.bodyError;
      // General bounds (depth, string length, entries), whatever the contract says.
      assertWithinLimits('params', req.params);
      assertWithinLimits('body', req.body, e.bodyLimit);
      // The headers the contract requires (module id, x-encrypted), before any part is read.
      assertHeaders(e, req.headers);
      // The query's bounds, names and schema, once per endpoint and query string.
      const query = checkQuery(e, req.query, req.rawQuery);
      const params = e.params ? validatePart(e.params, 'params', req.params) : req.params;
      let body = req.body;
      if (e.encrypted && e.body) {
        try {
          body = decryptBody(body);
        } catch (err) {
          if (err instanceof BodyDecryptError) throw badRequest('data', `encrypted body: ${err.message}`);
          throw err;
        }
        this.decrypted.set(req, { body });
        assertWithinLimits('body', body);
        body = validatePart(e.body, 'body', body);
      } else if (e.body) {
        body = validatePart(e.body, 'body', body);
      }

      const fault = world.faults.take(e.id);
      const latency = fault.latencyMs + this.latencyMs;
      if (latency > 0) await this.delay(latency);
      if (fault.kind === 'drop') return { kind: 'drop' };
      if (fault.kind === 'malformed') return { kind: 'malformed', status: fault.status, text: MALFORMED_BODY };
      if (fault.kind === 'error') throw fault.error;
      // A real backend or its recording answers what the world does not override with a fault.
      if (this.options.upstream && fault.kind === 'none') {
        const answer = await this.options.upstream.answer({
          endpoint: e,
          worldId: world.id,
          method: req.method,
          path: req.path,
          query: stringRecord(req.sentQuery ?? req.query),
          body: req.body,
          headers: req.headers ?? {},
        });
        if (answer)
          return { kind: 'malformed', status: answer.status, text: answer.text, via: { source: answer.source, drift: answer.drift } };
      }

      const now = world.clock.now();
      if (e.auth && this.options.upstream) session = authenticate(world, headers);
      if (e.module && !world.state.settings.info.whitelabel[e.module]) {
        throw new SimError('no.permission', `white-label switch ${e.module} is off`);
      }

      const handler = this.registry.get(e.id);
      if (!handler) throw new SimError('url.empty', `the simulator has no handler for ${e.id}`);
      const value = await handler({ world, state: world.state, now, query, body, params, headers, session } as Parameters<
        typeof handler
      >[0]);
      // A corrupt answer goes out as raw text: the transports' schema serialisers would mend or refuse it.
      if (fault.kind === 'corrupt') return { kind: 'malformed', status: 200, text: JSON.stringify(ok(corruptValue(value))) };
      return { kind: 'json', status: 200, body: ok(value) };
    } catch (err) {
      if (err instanceof SimError) return errorResponse(err);
      this.options.onError?.(err, e.id);
      // Never an internal exception's text in an answer: the journal keeps the code.
      return errorResponse(new SimError('unknown', `internal error in ${e.id}`));
    }
  }
}

/** The session of an `auth` call: 401 not.logged.in without a token, logged.out for a dead one. */
function authenticate(world: World, headers: Headers): { token: string; user: SimUser } {
  const token = headers.token;
  if (!token) throw new SimError('not.logged.in', 'header token is missing');
  const s = Object.hasOwn(world.state.sessions, token) ? world.state.sessions[token] : undefined;
  if (!s || s.expiresAt <= world.clock.now()) {
    if (s) delete world.state.sessions[token];
    throw new SimError('logged.out', s ? 'session expired' : 'unknown token');
  }
  const user = world.state.users[s.username];
  if (!user) throw new SimError('logged.out', 'session user no longer exists');
  return { token, user };
}

/** The envelope code of a passed-through answer, for the journal (null when it has none). */
function codeOf(text: string): string | null {
  try {
    const code = (JSON.parse(text) as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/** A query as strings (what went over the wire), for forwarding. */
function stringRecord(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (query && typeof query === 'object') for (const [k, v] of Object.entries(query)) if (v !== undefined) out[k] = String(v);
  return out;
}

const errorResponse = (error: SimError): SimResponse => ({ kind: 'json', status: error.status, body: error.envelope });

export const createEngine = (options?: EngineOptions): SimEngine => new SimEngine(options);
