import cookie from '@fastify/cookie';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { endpointList, Envelope, ErrorEnvelope, SIM_WORLD_COOKIE, SIM_WORLD_HEADER, type Endpoint } from '@m/contracts';
import { buildOpenApi } from '@m/contracts/openapi';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { handleControl } from '../control/router';
import { CONTROL_PREFIX } from '../control/types';
import { createEngine, selectWorldId, type SimEngine, type SimRequest, type SimResponse } from '../engine/engine';
import { badRequest, SimError } from '../engine/errors';
import type { Headers } from '../engine/handler';
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
}

/** Encrypted endpoints carry `{ data }` on the wire; the engine decrypts and validates the rest. */
const EncryptedWireBody = Type.Object({ data: Type.String() });

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** Origins of a developer machine may call the simulator from the site's dev server. */
const isLocalOrigin = (origin: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
const CORS_HEADERS = `content-type, token, ${SIM_WORLD_HEADER}, x-module-id, x-encrypted`;

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
    validated: true,
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
 * The simulator as a Fastify instance (not listening): every contract endpoint by one loop over
 * the endpoint table, /docs, fake pages and the control API. Tests use `app.inject`.
 */
export function buildApp(opts: AppOptions = {}): FastifyInstance {
  const engine = opts.engine ?? createEngine();
  const app = Fastify({ logger: opts.logger ?? false }).withTypeProvider<TypeBoxTypeProvider>();

  app.register(cookie, { hook: false });

  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    if (origin && isLocalOrigin(origin)) {
      reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true').header('vary', 'origin');
      if (req.method === 'OPTIONS') {
        return reply
          .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
          .header('access-control-allow-headers', CORS_HEADERS)
          .code(204)
          .send();
        return;
      }
    }
    done();
  });

  // Form bodies (bodyType 'form') without a new dependency.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const endpoint = req.routeOptions.config.endpoint ?? null;
    const status = error.statusCode ?? 500;
    const simError = error.validation
      ? badRequest(fieldOf(error), `${error.validationContext ?? 'request'}: ${error.message}`)
      : status < 500
        ? badRequest('body', error.message)
        : new SimError('unknown', error.message);
    if (!endpoint) return reply.code(simError.status).send(simError.envelope);
    return send(reply, engine.reject(simRequest(req, endpoint), simError));
  });

  for (const endpoint of opts.endpoints ?? endpointList) {
    const body = endpoint.encrypted && endpoint.body ? EncryptedWireBody : endpoint.body;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { endpoint },
      schema: {
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(body ? { body } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
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
  registerSocialPages(app, engine);

  if (opts.control !== false) {
    app.route({
      method: ['GET', 'POST', 'PATCH', 'DELETE'],
      url: `${CONTROL_PREFIX}/*`,
      handler: async (req, reply) => {
        if (!opts.allowRemoteControl && !isLoopback(req.socket.remoteAddress)) {
          return reply.code(403).send({ error: 'the control API answers loopback addresses only' });
        }
        const query = req.query as Record<string, string | undefined>;
        const res = handleControl(engine, { method: req.method, path: req.url.split('?')[0], query, body: req.body });
        return reply.code(res.status).send(res.body);
      },
    });
  }

  return app;
}
