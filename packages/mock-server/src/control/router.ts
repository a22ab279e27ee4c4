import { type SimEngine } from '../engine/assembly/engine';
import { scenarioCatalogue } from '../engine/scenario-catalogue';
import { WorldConfigError, type World } from '../engine/world';
import { CLOCK_MAX_MS, controlRoutes, routeIds, type ControlRouteDef } from './contract';
import { catalogueHandlers } from './catalogue-routes';
import type { ControlHandlers } from './handler-types';
import { qaHandlers } from './qa-routes';
import {
  CONTROL_PREFIX,
  type ClockReading,
  type ClockRequest,
  type ControlRequest,
  type ControlResponse,
  type RouteId,
  type WorldInfo,
} from './types';
import { ControlFailure, validate } from './validator';

/**
 * The control API (/__sim), transport-agnostic: Fastify and MSW both hand requests to
 * `handleControl`, which finds the route in the table (contract.ts), validates its params, query
 * and body with the table's schemas (validator.ts, compiled once) and runs its handler. Routes
 * and bodies are documented in docs/control-api.md.
 */

export { CLOCK_MAX_MS } from './contract';
export { CONTROL_LIMITS } from './validator';

export type { ControlContext, ControlHandlers } from './handler-types';

const worldInfo = (w: World): WorldInfo => ({ id: w.id, seed: w.config.seed, scenario: w.config.scenario, clock: w.clock.read() });

function clockCommand(world: World, cmd: ClockRequest): ClockReading {
  const target = (cmd.set ?? world.clock.now()) + (cmd.advanceMs ?? 0);
  if (target < 0 || target > CLOCK_MAX_MS) throw new ControlFailure(400, `clock: the instant must stay within 0..${CLOCK_MAX_MS}`);
  // Order matters and is documented: mode first, then set, then advance.
  if (cmd.freeze) world.clock.freeze();
  if (cmd.resume) world.clock.resume();
  if (cmd.set !== undefined) world.clock.set(cmd.set);
  if (cmd.advanceMs !== undefined) world.clock.advance(cmd.advanceMs);
  return world.clock.read();
}

const handlers: ControlHandlers = {
  scenarios: () => scenarioCatalogue(),
  worlds: ({ engine }) => engine.worldIds().map((id) => worldInfo(engine.world(id))),
  createWorld: ({ engine, body }) => ({ id: engine.createWorld(body) }),
  world: ({ engine, params }) => worldInfo(engine.world(params.id)),
  deleteWorld: ({ engine, params }) => ({ deleted: engine.deleteWorld(params.id) }),
  reset: ({ engine, params }) => {
    engine.reset(params.id);
    return { id: params.id };
  },
  applyScenario: ({ engine, params, body }) => {
    engine.applyScenario(params.id, body.name, body.overrides);
    return worldInfo(engine.world(params.id));
  },
  getClock: ({ engine, params }) => engine.world(params.id).clock.read(),
  clock: ({ engine, params, body }) => clockCommand(engine.world(params.id), body),
  state: ({ engine, params }) => engine.world(params.id).state,
  patchState: ({ engine, params, body }) => engine.world(params.id).patch(body),
  faults: ({ engine, params }) => engine.world(params.id).faults.list(),
  addFaults: ({ engine, params, body }) => {
    const world = engine.world(params.id);
    world.faults.add(structuredClone(Array.isArray(body) ? body : [body]));
    return world.faults.list();
  },
  clearFaults: ({ engine, params, query }) => {
    const world = engine.world(params.id);
    world.faults.clear(query.endpoint || undefined);
    return world.faults.list();
  },
  journal: ({ engine, params, query }) => engine.world(params.id).journal.list(query.endpoint || undefined),
  peek: ({ engine, params }) => engine.world(params.id).peek(),
  // QA and e2e: a live session for a seeded user without going through the login screen.
  openSession: ({ engine, params, body }) => {
    const world = engine.world(params.id);
    const user = Object.hasOwn(world.state.users, body.username) ? world.state.users[body.username] : undefined;
    if (!user) throw new ControlFailure(404, `no user ${body.username} in world ${params.id}`);
    const token = world.openSession(body.username);
    return {
      token,
      userName: user.username,
      customerType: user.type,
      firstTimeLogin: user.firstTimeLogin,
      merchantCode: world.state.merchantCode,
    };
  },
  // QA kit: export and import, preset SMS code, next-failure captcha, next draw in N s.
  ...qaHandlers,
  // Catalogue and team KPI figures.
  ...catalogueHandlers,
};

interface CompiledRoute {
  id: RouteId;
  def: ControlRouteDef;
  pattern: RegExp;
  paramNames: string[];
}

/** The table's paths as patterns, made once: `/worlds/:id/clock` -> /^\/worlds\/([^/]+)\/clock$/. */
const compiledRoutes: CompiledRoute[] = routeIds.map((id) => {
  const def: ControlRouteDef = controlRoutes[id];
  const paramNames: string[] = [];
  const source = def.path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(seg.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { id, def, pattern: new RegExp(`^${source}$`), paramNames };
});

/** The 415 of a control body that is not JSON (also answered by Fastify's parser, http/app.ts). */
export const CONTROL_JSON_ONLY = 'control bodies must be application/json';

const isJson = (contentType: string): boolean => contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ControlFailure(400, `params: '${segment}' is not valid URL encoding`);
  }
}

function route(engine: SimEngine, req: ControlRequest): ControlResponse {
  // JSON only: an HTML form of another site cannot send a control body.
  if (req.body !== undefined && req.body !== null && req.contentType !== undefined && !isJson(req.contentType)) {
    throw new ControlFailure(415, CONTROL_JSON_ONLY);
  }
  const method = req.method.toUpperCase();
  const rest = req.path.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
  for (const { id, def, pattern, paramNames } of compiledRoutes) {
    if (def.method !== method) continue;
    const m = pattern.exec(rest);
    if (!m) continue;
    const rawParams = Object.fromEntries(paramNames.map((name, i) => [name, decode(m[i + 1]!)]));
    const ctx = {
      engine,
      params: def.params ? validate(def.params, rawParams, 'params') : undefined,
      query: def.query ? validate(def.query, req.query, 'query') : undefined,
      body: def.body ? validate(def.body, req.body, def.label ?? 'body', { bounded: !def.unbounded }) : undefined,
    };
    const handler = handlers[id] as (ctx: unknown) => unknown;
    return { status: def.status ?? 200, body: handler(ctx) };
  }
  throw new ControlFailure(404, `no control route ${method} ${req.path}`);
}

/** Answers one control request. Unknown world ids are created on first use, like requests. */
export function handleControl(engine: SimEngine, req: ControlRequest): ControlResponse {
  try {
    return route(engine, req);
  } catch (err) {
    if (err instanceof ControlFailure) return { status: err.status, body: { error: err.message } };
    if (err instanceof WorldConfigError) return { status: 400, body: { error: err.message } };
    throw err;
  }
}
