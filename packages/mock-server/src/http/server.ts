import type { FastifyInstance } from 'fastify';
import type { ClockMode } from '../engine/clock';
import { createEngine } from '../engine/engine';
import { buildApp } from './app';

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
    // The answer says only `unknown`; the developer running the simulator sees the exception.
    onError: (err, endpointId) => console.error(`simulator: ${endpointId} failed:`, err),
    pagesOrigin: `http://${publicHost}:${port}`,
    defaultWorld: { seed: options.seed, scenario: options.scenario, clock: { mode: options.clockMode ?? 'frozen', start: options.clockStart } },
  });
  // Build the default world now, so a bad --scenario or --seed fails at start, not on first request.
  engine.world();
  const app = buildApp({ engine, control: options.control, logger: options.logger, siteOrigins: options.siteOrigins });
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { app, url: `http://${publicHost}:${actualPort}`, close: () => app.close() };
}
