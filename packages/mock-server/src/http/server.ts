import Fastify, { type FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import type { ClockMode } from '../engine/clock';
import { createEngine, type SimEngine } from '../engine/assembly/engine';
import type { Upstream } from '../engine/upstream';
import { REQUEST_LIMITS } from '../engine/validate';
import simApp, { type SimAppOptions } from './app';
import { buildSerializer } from './serializer';
import { clientErrorHandler, frameworkErrors } from './transport-errors';

/**
 * The builder (fastify/demo style): makes the Fastify instance with its server options and
 * registers the simulator plugin (app.ts); `startServer` listens. Tests call `buildApp` and use
 * `inject`, no port opened.
 */

/**
 * Node server timeouts. A request must arrive whole within `requestMs`
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
export const SERVER_TIMEOUTS: Readonly<ServerTimeouts> = Object.freeze({
  requestMs: 10_000,
  headersMs: 5_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
});

export interface AppOptions extends Omit<SimAppOptions, 'engine' | 'bodyTimeoutMs'> {
  /** Default: a fresh engine. */
  engine?: SimEngine;
  logger?: boolean;
  /** Server timeouts (tests shorten them); default SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
}

/** The simulator as a Fastify instance, not listening. */
export function buildApp(opts: AppOptions = {}): FastifyInstance {
  const { engine, logger, timeouts: given, ...plugin } = opts;
  const timeouts = { ...SERVER_TIMEOUTS, ...given };
  const app = Fastify({
    logger: logger ?? false,
    bodyLimit: REQUEST_LIMITS.maxBodyBytes,
    // close() ends every connection, including ones held by a latency fault or a slow client.
    forceCloseConnections: true,
    // Response serialisers built on a route's first answer and, for plain schemas, through the
    // native JSON.stringify with fast-json-stringify's bytes (serializer.ts).
    schemaController: { compilersFactory: { buildSerializer } },
    // What Node and the router refuse before any route runs, in the envelope too (transport-errors.ts).
    clientErrorHandler,
    frameworkErrors,
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
  });
  app.register(simApp, { ...plugin, engine: engine ?? createEngine(), bodyTimeoutMs: timeouts.requestMs });
  return app;
}

export interface ServerOptions {
  port?: number;
  host?: string;
  seed?: number;
  scenario?: string;
  /** Latency added to every API answer, in ms. */
  latencyMs?: number;
  /** Serve the control API. Default true (env SIM_CONTROL=off switches it off in the CLI). */
  control?: boolean;
  /** Clock of the default world: 'follow' for a person at `npm start`, 'frozen' for scripts. */
  clockMode?: ClockMode;
  /** Virtual instant the default world starts at; default the engine's DEFAULT_START. */
  clockStart?: number;
  logger?: boolean;
  /** Live worlds kept at most (least recently used evicted); default the engine's DEFAULT_MAX_WORLDS. */
  maxWorlds?: number;
  /** Origins of the site (CORS, control API, social return); default DEFAULT_SITE_ORIGINS. */
  siteOrigins?: string[];
  /** A real backend or a recording answering before the worlds (`--proxy`, `--replay`; src/proxy/). */
  upstream?: Upstream;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

/** Listens on loopback by default; everything else is built by buildApp. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 4010;
  const publicHost = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const engine = createEngine({
    latencyMs: options.latencyMs,
    maxWorlds: options.maxWorlds,
    upstream: options.upstream,
    // The answer says only `unknown`; the developer running the simulator sees the exception.
    onError: (err, endpointId) => console.error(`simulator: ${endpointId} failed:`, err),
    pagesOrigin: `http://${publicHost}:${port}`,
    defaultWorld: {
      seed: options.seed,
      scenario: options.scenario,
      clock: { mode: options.clockMode ?? 'frozen', start: options.clockStart },
    },
  });
  // Build the default world now, so a bad --scenario or --seed fails at start, not on first request.
  engine.world();
  const app = buildApp({ engine, control: options.control, logger: options.logger, siteOrigins: options.siteOrigins });
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { app, url: `http://${publicHost}:${actualPort}`, close: () => app.close() };
}
