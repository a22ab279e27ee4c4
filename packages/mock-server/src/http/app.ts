import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import { endpointList, Envelope, ErrorEnvelope, serverClockHeaders, SIM_WORLD_HEADER, type Endpoint } from '@m/contracts';
import { buildOpenApi } from '@m/contracts/openapi';
import type { StaticDocumentSpec } from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CONTROL_BODY_MAX_BYTES, controlBodyTooLarge, IMPORT_MAX_BYTES, IMPORT_PATH } from '../control/contract';
import { CONTROL_JSON_ONLY, handleControl } from '../control/router';
import { CONTROL_PREFIX, type ControlError } from '../control/types';
import type { SimEngine, SimRequest, SimResponse } from '../engine/assembly/engine';
import type { ClockReading } from '../engine/clock';
import { badRequest, bodyNotParsed, SimError } from '../engine/errors';
import type { Headers } from '../engine/handler';
import { REQUEST_LIMITS } from '../engine/validate';
import { controlRefusal, DEFAULT_SITE_ORIGINS } from './guards';
import { registerPages } from './pages';
import { NO_FRAMING, NOSNIFF } from './security-headers';
import { registerSocialPages } from './social-page';
import { writeRawAnswer } from './transport-errors';
import { worldIdOf } from './world-id';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (read by the error handler). */
    endpoint?: Endpoint;
  }
}

/** Options of the simulator plugin; the builder (server.ts) makes the engine and the Fastify instance. */
export interface SimAppOptions {
  engine: SimEngine;
  /** Serve the control API (/__sim). Default true. */
  control?: boolean;
  /** Accept control requests from non-loopback addresses. Default false. */
  allowRemoteControl?: boolean;
  /** Endpoints to serve; default the whole contracts table (tests add their own). */
  endpoints?: readonly Endpoint[];
  /**
   * Origins of the site (scheme://host:port): the only origins CORS answers, the only foreign
   * origins the control API accepts, the only places social sign-in returns to (besides the
   * simulator's own origin). Default DEFAULT_SITE_ORIGINS; CLI `--site-origin`, env SIM_SITE_ORIGINS.
   */
  siteOrigins?: readonly string[];
  /** A request body must arrive whole within this many ms (server.ts SERVER_TIMEOUTS.requestMs). */
  bodyTimeoutMs: number;
}

/** Encrypted endpoints carry `{ data }` on the wire; the engine decrypts and validates the rest. */

/** Paths the engine answers, endpoint or not (405 for a contract path, url.empty for the rest). */
const isApiUrl = (url: string): boolean => url.startsWith('/api/') || url === '/api';

/** The answer where neither the contract nor the simulator serves anything. */
const nothingAt = (method: string, url: string): SimError => new SimError('url.empty', `nothing at ${method} ${url.split('?')[0]}`);

const CORS_HEADERS = ['content-type', 'token', SIM_WORLD_HEADER, 'x-module-id', 'x-encrypted'];

// Node joins repeated headers into one string except set-cookie, which a request never carries.
const flatHeaders = (raw: FastifyRequest['headers']): Headers => raw as Headers;

const NO_QUERY: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The journal's copy of a query string, read once per string (the journal only reads it): a
 * site sends the same few query strings over and over. Bounded, cleared when full.
 */
const sentQueries = new Map<string, Readonly<Record<string, string>>>();
function sentQueryOf(raw: string): Readonly<Record<string, string>> {
  if (raw === '') return NO_QUERY;
  let sent = sentQueries.get(raw);
  if (!sent) {
    if (sentQueries.size >= 256) sentQueries.clear();
    sent = Object.freeze(Object.fromEntries(new URLSearchParams(raw)));
    sentQueries.set(raw, sent);
  }
  return sent;
}

/**
 * Requests whose JSON body did not parse. The parser does not refuse them: the session is checked
 * first (a dead token is told to log in, whatever the body), so dispatch answers the 400
 * (SimRequest.bodyError), and the control route its own `{ error }`.
 */
const unparsedBodies = new WeakSet<FastifyRequest>();

/** The control API's answer to a body that is not JSON (docs/control-api.md). */
const CONTROL_NOT_JSON = 'body is not valid JSON';

function simRequest(req: FastifyRequest, endpoint: Endpoint | null): SimRequest {
  const url = req.url;
  const mark = url.indexOf('?');
  const rawQuery = mark < 0 ? '' : url.slice(mark + 1);
  return {
    endpoint,
    worldId: worldIdOf(req),
    method: req.method,
    path: mark < 0 ? url : url.slice(0, mark),
    query: req.query,
    rawQuery,
    // The journal records the query as sent, before validation fills in defaults.
    sentQuery: sentQueryOf(rawQuery),
    body: req.body,
    params: req.params,
    headers: flatHeaders(req.headers),
    ...(unparsedBodies.has(req) ? { bodyError: bodyNotParsed() } : {}),
  };
}

/** Sends an engine answer; `at` (the world's clock, SimEngine.serverClock) goes out in its clock headers. */
function send(reply: FastifyReply, res: SimResponse, at?: ClockReading): FastifyReply {
  if (at !== undefined) reply.headers(serverClockHeaders(at));
  if (res.kind === 'drop') {
    // Close the connection without an answer: the site sees a network error.
    reply.hijack();
    reply.raw.destroy();
    return reply;
  }
  if (res.kind === 'malformed') return reply.code(res.status).type('application/json').send(res.text);
  if (res.headers) reply.headers(res.headers);
  return reply.code(res.status).send(res.body);
}

/** The field an ajv validation error is about (`{ field }` of the 400 envelope). */
function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.validationContext ?? 'body';
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  if (missing) return missing;
  return first.instancePath.replace(/^\//, '').split('/')[0] || (error.validationContext ?? 'body');
}

/**
 * A transport failure as a contract-shaped error: 400 for a request that breaks its schema or is
 * not parseable, 413 for a body over the limit, 415 for a media type without parser; never the
 * text of an internal exception.
 */
function transportError(error: FastifyError): SimError {
  if (error.validation) return badRequest(fieldOf(error), `${error.validationContext ?? 'request'}: ${error.message}`);
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return new SimError('bad.request', `request body is larger than ${REQUEST_LIMITS.maxBodyBytes} bytes`, { field: 'body' }, 413);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return new SimError('bad.request', 'unsupported content type', { field: 'body' }, 415);
  }
  if (status < 500) {
    const what = error.code?.startsWith('FST_ERR_CTP') ? 'body is not valid for its content type' : 'bad request';
    return badRequest('body', what);
  }
  return new SimError('unknown', 'internal error');
}

/** A transport failure of a control request, in the control API's `{ error }` shape (docs/control-api.md). */
function controlTransportError(error: FastifyError, req: FastifyRequest): { status: number; body: ControlError } {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return { status: 413, body: { error: controlBodyTooLarge(req.method, req.url.split('?')[0]!) } };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return { status: 415, body: { error: CONTROL_JSON_ONLY } };
  if (status < 500) return { status: 400, body: { error: CONTROL_NOT_JSON } };
  return { status: 500, body: { error: 'internal error' } };
}

/**
 * The simulator as a Fastify plugin (fastify/demo style): every contract endpoint by one loop over
 * the endpoint table, /docs, fake pages and the control API. server.ts builds the Fastify
 * instance with its server options and registers it; tests use `buildApp(...).inject`.
 */
async function simApp(app: FastifyInstance, opts: SimAppOptions): Promise<void> {
  const { engine } = opts;
  const siteOrigins = new Set(opts.siteOrigins ?? DEFAULT_SITE_ORIGINS);

  // First of all hooks, so every answer has it: CORS preflights, refusals, not-found, pages.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(NOSNIFF);
    done();
  });

  // Node's requestTimeout does not cut a request whose headers arrived and whose body trickles
  // (1 byte every 5 s): the whole body must arrive within requestMs, or the socket is closed.
  app.addHook('onRequest', (req, _reply, done) => {
    const raw = req.raw;
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !raw.complete) {
      // Cleared when the body has arrived (Fastify reads it before the handler, so latency faults are not cut).
      const timer = setTimeout(() => {
        const socket = raw.socket as { destroy?: () => void } | null;
        if (typeof socket?.destroy === 'function') socket.destroy();
        else raw.destroy();
      }, opts.bodyTimeoutMs);
      timer.unref();
      const clear = () => clearTimeout(timer);
      raw.once('end', clear);
      raw.once('close', clear);
      raw.once('error', clear);
    }
    done();
  });

  // CORS answers only the configured site origins.
  app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && siteOrigins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_HEADERS,
    // The world's clock is read by a site on another origin too.
    exposedHeaders: Object.keys(serverClockHeaders({ now: 0, mode: 'follow' })),
  });
  // Form bodies (bodyType 'form'), same size limit as JSON.
  app.register(formbody, { bodyLimit: REQUEST_LIMITS.maxBodyBytes });
  // Fastify's JSON parser (the same checks: empty body, prototype poisoning), except that a body it
  // refuses is remembered instead of answered 400 at once (unparsedBodies).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
    parseJson(req, text.toString(), (err, value) => {
      if (err) unparsedBodies.add(req);
      done(null, err ? undefined : value);
    });
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (req.url.startsWith(`${CONTROL_PREFIX}/`)) {
      const refused = controlTransportError(error, req);
      return reply.code(refused.status).send(refused.body);
    }
    const endpoint = req.routeOptions.config.endpoint ?? null;
    const simError = transportError(error);
    if (!endpoint) return reply.code(simError.status).send(simError.envelope);
    const rejected = simRequest(req, endpoint);
    return send(reply, engine.reject(rejected, simError), engine.serverClock(rejected.worldId));
  });

  for (const endpoint of opts.endpoints ?? endpointList) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      config: { endpoint },
      // Requests are validated by the engine (the same code as the MSW transport), responses
      // serialised by Fastify with the contract's schema.
      schema: {
        response: { 200: Envelope(endpoint.response), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
      handler: async (req, reply) => {
        const request = simRequest(req, endpoint);
        return send(reply, await engine.handle(request), engine.serverClock(request.worldId));
      },
    });
  }

  // No route for this method and path: 405 with Allow where the contract has the path, else 404.
  const notFound = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (isApiUrl(req.url)) {
      const request = simRequest(req, null);
      return send(reply, await engine.handle(request), engine.serverClock(request.worldId));
    }
    return reply.code(404).send(nothingAt(req.method, req.url).envelope);
  };
  // Node hands a CONNECT to the server's 'connect' event, never to Fastify, and closes the socket
  // unanswered when nobody listens: it is answered here as any other method without a route.
  app.server.on('connect', (raw: IncomingMessage, socket: Duplex) => {
    const url = raw.url ?? '';
    if (!isApiUrl(url)) return writeRawAnswer(socket, 404, nothingAt('CONNECT', url).envelope);
    const worldId = worldIdOf(raw);
    const request: SimRequest = { endpoint: null, worldId, method: 'CONNECT', path: url.split('?')[0]!, headers: flatHeaders(raw.headers) };
    void engine.handle(request).then(
      (res) => {
        if (res.kind !== 'json') return socket.destroy();
        const at = engine.serverClock(worldId);
        writeRawAnswer(socket, res.status, res.body, { ...res.headers, ...(at === undefined ? {} : serverClockHeaders(at)) });
      },
      () => socket.destroy(),
    );
  });
  app.setNotFoundHandler(notFound);
  // Fastify reads a body before the not-found handler runs, and refuses a QUERY without
  // Content-Type or a body its parser rejects with a 400: a request no route takes is answered
  // here instead, after the onRequest hooks (CORS) and before any byte of its body is read.
  app.addHook('preParsing', async (req, reply, payload) => (req.is404 ? notFound(req, reply) : payload));

  registerDocs(app);

  registerPages(app, engine);
  registerSocialPages(app, engine, siteOrigins);

  if (opts.control !== false) {
    const allowRemote = opts.allowRemoteControl === true;
    const control = {
      // Who may call is decided before the body is read (loopback, Host, Origin: guards.ts).
      onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
        const refusal = controlRefusal(req, { siteOrigins, allowRemote });
        if (refusal) return reply.code(refusal.status).send({ error: refusal.error });
      },
      // Everything else (route, JSON only, schemas, bounds) is the router's, the same code as MSW's.
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        if (unparsedBodies.has(req)) return reply.code(400).send({ error: CONTROL_NOT_JSON });
        const res = handleControl(engine, {
          method: req.method,
          path: req.url.split('?')[0]!,
          query: req.query as Record<string, string | string[] | undefined>,
          body: req.body,
          contentType: req.headers['content-type'] ?? '',
        });
        return reply.code(res.status).send(res.body);
      },
    };
    // A world export may be large: the import route alone takes bodies up to 16 MiB.
    app.route({ method: 'POST', url: IMPORT_PATH, bodyLimit: IMPORT_MAX_BYTES, ...control });
    // Every method reaches the router, which answers 404 `{ error }` for what the table lacks (as under MSW).
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: `${CONTROL_PREFIX}/*`,
      bodyLimit: CONTROL_BODY_MAX_BYTES,
      ...control,
    });
  }
}

/** Hop-by-hop and framing headers the outer reply sets itself. */
const NOT_FORWARDED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * /docs (Swagger UI) and /docs/openapi.json, served by a small Fastify app of their own that is
 * built on the first docs request, for a fast cold start: loading @fastify/swagger-ui, its static
 * files and the OpenAPI document cost a quarter of a start, for a page a person opens now and then.
 * The outer routes forward to it; what it does not serve falls to the simulator's not-found answer.
 */
function registerDocs(app: FastifyInstance): void {
  let docs: Promise<FastifyInstance> | undefined;
  const build = async (): Promise<FastifyInstance> => {
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
    const inner = Fastify({ logger: false });
    // The contracts build plain JSON; the plugin's OpenAPI typings are stricter than needed here.
    await inner.register(swagger, {
      mode: 'static',
      specification: { document: buildOpenApi() as unknown as StaticDocumentSpec['document'] },
    });
    await inner.register(swaggerUi, { routePrefix: '/docs' });
    inner.get('/docs/openapi.json', { schema: { hide: true } }, async () => inner.swagger());
    await inner.ready();
    return inner;
  };
  const forward = async (req: FastifyRequest, reply: FastifyReply) => {
    docs ??= build();
    const res = await (await docs).inject({ method: req.method as 'GET' | 'HEAD', url: req.url, headers: req.headers });
    if (res.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined && !NOT_FORWARDED.has(name)) reply.header(name, value);
    // Nothing frames the docs; set after the inner app's headers, so they cannot loosen it.
    return reply.code(res.statusCode).headers(NO_FRAMING).send(res.rawPayload);
  };
  app.route({ method: ['GET', 'HEAD'], url: '/docs', handler: forward });
  app.route({ method: ['GET', 'HEAD'], url: '/docs/*', handler: forward });
  app.addHook('onClose', async () => {
    if (docs) await (await docs).close();
  });
}

/** The plugin, not encapsulated: its error and not-found handlers are the instance's. */
export default fp(simApp, { name: 'm-sim', fastify: '5.x' });
