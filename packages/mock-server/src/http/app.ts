import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { endpointList, Envelope, ErrorEnvelope, SIM_WORLD_COOKIE, SIM_WORLD_HEADER, type Endpoint } from '@m/contracts';
import { buildOpenApi } from '@m/contracts/openapi';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createServer } from 'node:http';
import { handleControl } from '../control/router';
import { CONTROL_PREFIX } from '../control/types';
import { createEngine, selectWorldId, type SimEngine, type SimRequest, type SimResponse } from '../engine/engine';
import { badRequest, SimError } from '../engine/errors';
import type { Headers } from '../engine/handler';
import { REQUEST_LIMITS } from '../engine/validate';
import { controlRefusal, DEFAULT_SITE_ORIGINS } from './guards';
import { registerPages } from './pages';
import { registerSocialPages } from './social-page';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (read by the error handler). */
    endpoint?: Endpoint;
  }
}

export interface AppOptions {
  engine?: SimEngine;
  /** Serve the control API (/__sim). Default true. */
  control?: boolean;
  /** Accept control requests from non-loopback addresses. Default false. */
  allowRemoteControl?: boolean;
  logger?: boolean;
  /** Endpoints to serve; default the whole contracts table (tests add their own). */
  endpoints?: readonly Endpoint[];
  /**
   * Origins of the site (scheme://host:port): the only origins CORS answers, the only foreign
   * origins the control API accepts, the only places social sign-in returns to (besides the
   * simulator's own origin). Default DEFAULT_SITE_ORIGINS; CLI `--site-origin`, env SIM_SITE_ORIGINS.
   */
  siteOrigins?: readonly string[];
  /** Server timeouts (tests shorten them); default SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * Node server timeouts (issue 7, defect 8). A request must arrive whole within `requestMs`
 * (headers within `headersMs`), so slow or half-open clients are cut; idle keep-alive sockets
 * close after `keepAliveMs`. The socket inactivity timeout stays off: a latency fault may hold an
 * answer for minutes on purpose.
 */
export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
}
export const SERVER_TIMEOUTS: Readonly<ServerTimeouts> = Object.freeze({ requestMs: 10_000, headersMs: 5_000, keepAliveMs: 5_000, checkIntervalMs: 1_000 });

/** Encrypted endpoints carry `{ data }` on the wire; the engine decrypts and validates the rest. */

const CORS_HEADERS = ['content-type', 'token', SIM_WORLD_HEADER, 'x-module-id', 'x-encrypted'];

// Node joins repeated headers into one string except set-cookie, which a request never carries.
const flatHeaders = (raw: FastifyRequest['headers']): Headers => raw as Headers;

function worldIdOf(req: FastifyRequest): string {
  const header = req.headers[SIM_WORLD_HEADER];
  if (typeof header === 'string' && header) return header;
  // Cookies are parsed only when needed (plugin hook off): most requests name no world at all.
  const cookies = req.headers.cookie ? req.server.parseCookie(req.headers.cookie) : undefined;
  return selectWorldId(undefined, cookies?.[SIM_WORLD_COOKIE]);
}

function simRequest(req: FastifyRequest, endpoint: Endpoint | null): SimRequest {
  return {
    endpoint,
    worldId: worldIdOf(req),
    method: req.method,
    path: req.url.split('?')[0],
    query: req.query,
    // The journal records the query as sent, before validation fills in defaults (issue 12).
    sentQuery: Object.fromEntries(new URLSearchParams(req.url.split('?')[1] ?? '')),
    body: req.body,
    params: req.params,
    headers: flatHeaders(req.headers),
    // One validator for both transports: the engine checks query, body and params (as for MSW).
    validated: false,
  };
}

function send(reply: FastifyReply, res: SimResponse): FastifyReply {
  if (res.kind === 'drop') {
    // Close the connection without an answer: the site sees a network error.
    reply.hijack();
    reply.raw.destroy();
    return reply;
  }
  if (res.kind === 'malformed') return reply.code(res.status).type('application/json').send(res.text);
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
 * text of an internal exception (issue 7, defect 8).
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

/**
 * The simulator as a Fastify instance (not listening): every contract endpoint by one loop over
 * the endpoint table, /docs, fake pages and the control API. Tests use `app.inject`.
 */
export function buildApp(opts: AppOptions = {}): FastifyInstance {
  const engine = opts.engine ?? createEngine();
  const siteOrigins = new Set(opts.siteOrigins ?? DEFAULT_SITE_ORIGINS);
  const timeouts = { ...SERVER_TIMEOUTS, ...opts.timeouts };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: REQUEST_LIMITS.maxBodyBytes,
    // close() ends every connection, including ones held by a latency fault or a slow client.
    forceCloseConnections: true,
    // Node's own server with every timeout set (Fastify's defaults switch the request timeout off).
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: timeouts.requestMs,
          headersTimeout: timeouts.headersMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          connectionsCheckingInterval: timeouts.checkIntervalMs,
        },
        handler,
      ),
  }).withTypeProvider<TypeBoxTypeProvider>();

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
      }, timeouts.requestMs);
      timer.unref();
      const clear = () => clearTimeout(timer);
      raw.once('end', clear);
      raw.once('close', clear);
      raw.once('error', clear);
    }
    done();
  });

  app.register(cookie, { hook: false });
  // CORS answers only the configured site origins (issue 7, defect 10).
  app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && siteOrigins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_HEADERS,
  });
  // Form bodies (bodyType 'form'), same size limit as JSON.
  app.register(formbody, { bodyLimit: REQUEST_LIMITS.maxBodyBytes });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const endpoint = req.routeOptions.config.endpoint ?? null;
    const simError = transportError(error);
    if (!endpoint) return reply.code(simError.status).send(simError.envelope);
    return send(reply, engine.reject(simRequest(req, endpoint), simError));
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
      handler: async (req, reply) => send(reply, await engine.handle(simRequest(req, endpoint))),
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      return send(reply, await engine.handle(simRequest(req, null)));
    }
    const error = new SimError('url.empty', `nothing at ${req.method} ${req.url.split('?')[0]}`);
    return reply.code(404).send(error.envelope);
  });

  // The contracts build plain JSON; the plugin's OpenAPI typings are stricter than needed here.
  app.register(swagger, { mode: 'static', specification: { document: buildOpenApi() as unknown as StaticDocumentSpec['document'] } });
  app.register(swaggerUi, { routePrefix: '/docs' });
  app.register(async (docs) => {
    docs.get('/docs/openapi.json', { schema: { hide: true } }, async () => docs.swagger());
  });

  registerPages(app);
  registerSocialPages(app, engine, siteOrigins);

  if (opts.control !== false) {
    app.route({
      method: ['GET', 'POST', 'PATCH', 'DELETE'],
      url: `${CONTROL_PREFIX}/*`,
      handler: async (req, reply) => {
        const refusal = controlRefusal(req, { siteOrigins, allowRemote: opts.allowRemoteControl === true });
        if (refusal) return reply.code(refusal.status).send({ error: refusal.error });
        const query = req.query as Record<string, string | undefined>;
        const res = handleControl(engine, { method: req.method, path: req.url.split('?')[0], query, body: req.body });
        return reply.code(res.status).send(res.body);
      },
    });
  }

  return app;
}
