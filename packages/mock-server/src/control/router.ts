import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import { type SimEngine } from '../engine/engine';
import { parseFaults } from '../engine/faults';
import { isPlainObject } from '../engine/merge';
import { limitViolation, type ValueLimits } from '../engine/validate';
import { scenarioCatalogue } from '../engine/catalogue';
import { WorldConfigError, type World } from '../engine/world';
import { importRoute, qaWorldRoutes } from './qa-routes';
import {
  CONTROL_PREFIX,
  type ClockReading,
  type ControlRequest,
  type ControlResponse,
  type OpenedSession,
  type ScenarioInfo,
  type WorldInfo,
  type WorldRef,
} from './types';

/**
 * The control API (/__sim), transport-agnostic: Fastify and MSW both hand requests to
 * `handleControl`. Routes and bodies are documented in docs/control-api.md.
 */

/**
 * Bounds of control values (issue 7, defect 9). A clock instant lies between 1970 and the end of
 * year 9999 (every date the site formats has 4 digits); state patches and overrides are JSON of
 * bounded depth and size.
 */
export const CLOCK_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const CONTROL_LIMITS: ValueLimits = { maxDepth: 32, maxString: 65_536, maxEntries: 10_000 };

const Instant = Type.Integer({ minimum: 0, maximum: CLOCK_MAX_MS });

const ClockRequestSchema = Type.Object(
  {
    set: Type.Optional(Instant),
    advanceMs: Type.Optional(Type.Integer({ minimum: -CLOCK_MAX_MS, maximum: CLOCK_MAX_MS })),
    freeze: Type.Optional(Type.Boolean()),
    resume: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const WorldOptionsSchema = Type.Object(
  {
    id: Type.Optional(Type.String()),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
    scenario: Type.Optional(Type.String()),
    overrides: Type.Optional(Type.Unknown()),
    clock: Type.Optional(
      Type.Object(
        {
          start: Type.Optional(Instant),
          mode: Type.Optional(Type.Union([Type.Literal('frozen'), Type.Literal('follow')])),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const SessionRequestSchema = Type.Object({ username: Type.String({ minLength: 1 }) }, { additionalProperties: false });

const ScenarioRequestSchema = Type.Object(
  { name: Type.String(), overrides: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);

class ControlFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function check<T>(schema: Parameters<typeof Value.Check>[0], body: unknown, what: string): T {
  const value = body ?? {};
  bounded(value, what);
  const first = Value.Errors(schema, value).First();
  if (first) throw new ControlFailure(400, `${what}${first.path}: ${first.message}`);
  return value as T;
}

/** Refuses JSON deeper or bigger than CONTROL_LIMITS before anything walks it. */
function bounded(value: unknown, what: string): void {
  const bad = limitViolation(value, CONTROL_LIMITS);
  if (bad) throw new ControlFailure(400, `${what}${bad.path} ${bad.reason}`);
}

const json = (body: unknown, status = 200): ControlResponse => ({ status, body });

const worldInfo = (w: World): WorldInfo => ({ id: w.id, seed: w.config.seed, scenario: w.config.scenario, clock: w.clock.read() });

function clockCommand(world: World, body: unknown): ClockReading {
  const cmd = check<{ set?: number; advanceMs?: number; freeze?: boolean; resume?: boolean }>(ClockRequestSchema, body, 'clock');
  const target = (cmd.set ?? world.clock.now()) + (cmd.advanceMs ?? 0);
  if (target < 0 || target > CLOCK_MAX_MS) throw new ControlFailure(400, `clock: the instant must stay within 0..${CLOCK_MAX_MS}`);
  // Order matters and is documented: mode first, then set, then advance.
  if (cmd.freeze) world.clock.freeze();
  if (cmd.resume) world.clock.resume();
  if (cmd.set !== undefined) world.clock.set(cmd.set);
  if (cmd.advanceMs !== undefined) world.clock.advance(cmd.advanceMs);
  return world.clock.read();
}

type Route = (engine: SimEngine, req: ControlRequest, id: string) => ControlResponse;

/** `METHOD /path` with `:id` for the world id. */
const worldRoutes: Record<string, Route> = {
  'GET ': (engine, _req, id) => json(worldInfo(engine.world(id))),
  'DELETE ': (engine, _req, id) => json({ deleted: engine.deleteWorld(id) }),
  'POST /reset': (engine, _req, id) => {
    engine.reset(id);
    return json({ id } satisfies WorldRef);
  },
  'POST /scenario': (engine, req, id) => {
    const body = check<{ name: string; overrides?: unknown }>(ScenarioRequestSchema, req.body, 'scenario');
    engine.applyScenario(id, body.name, body.overrides);
    return json(worldInfo(engine.world(id)));
  },
  'GET /clock': (engine, _req, id) => json(engine.world(id).clock.read()),
  'POST /clock': (engine, req, id) => json(clockCommand(engine.world(id), req.body)),
  'GET /state': (engine, _req, id) => json(engine.world(id).state),
  'PATCH /state': (engine, req, id) => {
    if (!isPlainObject(req.body)) throw new ControlFailure(400, 'state patch must be a JSON object');
    bounded(req.body, 'state');
    return json(engine.world(id).patch(req.body));
  },
  'GET /faults': (engine, _req, id) => json(engine.world(id).faults.list()),
  'POST /faults': (engine, req, id) => {
    let faults;
    try {
      faults = parseFaults(req.body);
    } catch (err) {
      throw new ControlFailure(400, (err as Error).message);
    }
    const world = engine.world(id);
    world.faults.add(faults);
    return json(world.faults.list());
  },
  'DELETE /faults': (engine, req, id) => {
    const world = engine.world(id);
    world.faults.clear(req.query.endpoint || undefined);
    return json(world.faults.list());
  },
  'GET /journal': (engine, req, id) => json(engine.world(id).journal.list(req.query.endpoint || undefined)),
  'GET /peek': (engine, _req, id) => json(engine.world(id).peek()),
  // QA and e2e: a live session for a seeded user without going through the login screen.
  'POST /sessions': (engine, req, id) => {
    const { username } = check<{ username: string }>(SessionRequestSchema, req.body, 'session');
    const world = engine.world(id);
    const user = world.state.users[username];
    if (!user) throw new ControlFailure(404, `no user ${username} in world ${id}`);
    const token = world.openSession(username);
    return json({
      token,
      userName: user.username,
      customerType: user.type,
      firstTimeLogin: user.firstTimeLogin,
      merchantCode: world.state.merchantCode,
    } satisfies OpenedSession);
  },
  // QA kit (issue 12): export, preset SMS code, next-failure captcha, next draw in N s.
  ...qaWorldRoutes,
};

function route(engine: SimEngine, req: ControlRequest): ControlResponse {
  const method = req.method.toUpperCase();
  const rest = req.path.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
  if (rest === '/scenarios' && method === 'GET') {
    return json(scenarioCatalogue() satisfies ScenarioInfo[]);
  }
  if (rest === '/import' && method === 'POST') return importRoute(engine, req);
  if (rest === '/worlds' && method === 'GET') return json(engine.worldIds().map((id) => worldInfo(engine.world(id))));
  if (rest === '/worlds' && method === 'POST') {
    const options = check<Parameters<SimEngine['createWorld']>[0]>(WorldOptionsSchema, req.body, 'world');
    return json({ id: engine.createWorld(options) } satisfies WorldRef, 201);
  }
  const m = /^\/worlds\/([^/]+)(\/[a-z]+)?$/.exec(rest);
  if (m) {
    const id = decodeURIComponent(m[1]);
    const key = `${method} ${m[2] ?? ''}`;
    const handler = Object.hasOwn(worldRoutes, key) ? worldRoutes[key] : undefined;
    if (handler) return handler(engine, req, id);
  }
  throw new ControlFailure(404, `no control route ${method} ${req.path}`);
}

/** Answers one control request. Unknown world ids are created on first use, like requests. */
export function handleControl(engine: SimEngine, req: ControlRequest): ControlResponse {
  try {
    return route(engine, req);
  } catch (err) {
    if (err instanceof ControlFailure) return json({ error: err.message }, err.status);
    if (err instanceof WorldConfigError) return json({ error: err.message }, 400);
    throw err;
  }
}
