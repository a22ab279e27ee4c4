import { SmsPurpose, TeamKpiFooter } from '@m/contracts';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { WorldExportSchema } from '../engine/export-format';
import { Fault } from '../engine/faults';
import { CatalogueGame, CatalogueVendor, GameInput, VendorInput } from '../engine/games/catalogue-schema';
import { KPI_DAY_PATTERN, KPI_FIGURE_MAX, KpiFigures } from '../engine/agent-state';
import type { WorldExport } from '../engine/assembly/replay';
import type { WorldState } from '../engine/state';
import type { LotteryDef } from '../engine/lottery/lottery-catalogue';

/**
 * THE control API (/__sim) as data: every route with its id, method, path and the TypeBox
 * schemas of its params, query, body and answer. The router (router.ts) dispatches by this table
 * and validates with these schemas (compiled once, validator.ts) for both transports (Fastify
 * and MSW); the typed client (client.ts) builds its calls and takes its types from it;
 * docs/control-api.md lists the same routes (a test compares them).
 *
 * Browser-safe: schemas only. Engine documents too big to restate here (the world state, a
 * lottery) are typed references to the engine's own schemas (`Type.Unsafe`): checked as objects
 * here, against their full schema by the engine.
 */

export const CONTROL_PREFIX = '/__sim';

/** Bounds of control values: a clock instant lies between 1970 and the end of year 9999. */
export const CLOCK_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const Instant = Type.Integer({ minimum: 0, maximum: CLOCK_MAX_MS });

/** Bytes of a control body (413 beyond), except an export sent to `POST /__sim/import`. */
export const CONTROL_BODY_MAX_BYTES = 64 * 1024;
/** Bytes of a world export sent to `POST /__sim/import` (a world with a big catalogue, journal or state). */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
/** Path of the import route (the one route with the larger body limit). */
export const IMPORT_PATH = '/__sim/import';

/** The body limit of a control request (both transports). */
export const controlBodyLimit = (method: string, path: string): number =>
  method.toUpperCase() === 'POST' && path.replace(/\/+$/, '') === IMPORT_PATH ? IMPORT_MAX_BYTES : CONTROL_BODY_MAX_BYTES;

/** The 413 text of a control body over its limit. */
export const controlBodyTooLarge = (method: string, path: string): string =>
  controlBodyLimit(method, path) === IMPORT_MAX_BYTES
    ? `a world export sent to POST ${IMPORT_PATH} is at most ${IMPORT_MAX_BYTES} bytes (16 MiB)`
    : `control bodies are at most ${CONTROL_BODY_MAX_BYTES} bytes (64 KiB; POST ${IMPORT_PATH} takes up to 16 MiB)`;

// ---- values ----------------------------------------------------------------------------------

export const ClockMode = Type.Union([Type.Literal('frozen'), Type.Literal('follow')]);
export const ClockReading = Type.Object({ now: Type.Number(), mode: ClockMode });
export const WorldRef = Type.Object({ id: Type.String() });
export const WorldInfo = Type.Object({ id: Type.String(), seed: Type.Integer(), scenario: Type.String(), clock: ClockReading });
export const Deleted = Type.Object({ deleted: Type.Boolean() });

/** One state change a scenario makes (engine/scenario-catalogue.ts). */
export const Knob = Type.Object({
  path: Type.String(),
  change: Type.Union([Type.Literal('set'), Type.Literal('added'), Type.Literal('removed')]),
  /** New value (`set`, `added`); absent when `count` summarises many entries. */
  value: Type.Optional(Type.Unknown()),
  /** Many entries of one collection changed alike: how many (`path` ends with `.*`). */
  count: Type.Optional(Type.Integer()),
});
export const ScenarioInfo = Type.Object({
  name: Type.String(),
  description: Type.String(),
  /** What the scenario changes against the default world. */
  knobs: Type.Array(Knob),
  /** Faults the world starts with (network scenarios). */
  faults: Type.Array(Fault),
});

/** The whole world state (engine/state.ts `WorldState`, checked by the engine on every PATCH). */
export const WorldStateDoc = Type.Unsafe<WorldState>(Type.Object({}, { description: 'the world state (engine/state.ts WorldState)' }));
/** Deep patch of the world state: objects merge, arrays and scalars replace, `null` deletes keyed entries. */
export const StatePatch = Type.Record(Type.String(), Type.Unknown());

export const JournalEntry = Type.Object({
  seq: Type.Integer(),
  /** World clock (ms) when the answer was made. */
  at: Type.Number(),
  method: Type.String(),
  path: Type.String(),
  endpoint: Type.Union([Type.String(), Type.Null()]),
  /** HTTP status; 0 when the connection was dropped. */
  status: Type.Integer(),
  code: Type.Union([Type.String(), Type.Null()]),
  /** As the site sent it, secrets masked. */
  query: Type.Optional(Type.Unknown()),
  /** As received (decrypted), secrets masked. */
  body: Type.Optional(Type.Unknown()),
  /** Answered by a real backend (`pnpm sim --proxy`) or its recording (`--replay`), not the world. */
  source: Type.Optional(Type.Union([Type.Literal('proxy'), Type.Literal('recording')])),
  /** Where that answer breaks the contract: JSON pointer, message, the value found. */
  drift: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String(), found: Type.Optional(Type.String()) }))),
});

export const Peek = Type.Object({
  now: Type.Number(),
  captcha: Type.Union([Type.String(), Type.Null()]),
  sms: Type.Array(Type.Object({ mobileNum: Type.String(), code: Type.String(), expiresAt: Type.Number() })),
  users: Type.Array(
    Type.Object({ username: Type.String(), type: Type.Integer(), mobileNum: Type.String(), countryDialingCode: Type.String() }),
  ),
});

export const OpenedSession = Type.Object({
  token: Type.String(),
  userName: Type.String(),
  customerType: Type.Integer(),
  firstTimeLogin: Type.Boolean(),
  merchantCode: Type.String(),
});

/** The export document (replay); its `state` is checked against WorldState by the engine. */
export const WorldExportDoc = Type.Unsafe<WorldExport>(WorldExportSchema);

export const SmsPresetAnswer = Type.Object({
  mobileNum: Type.String(),
  countryDialingCode: Type.String(),
  code: Type.String(),
  expiresAt: Type.Number(),
  purpose: Type.Optional(SmsPurpose),
});
export const CaptchaPreset = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), onNextFailure: Type.Boolean() },
  { additionalProperties: false },
);
export const DrawPresetAnswer = Type.Object({
  code: Type.String(),
  nextDrawAt: Type.Union([Type.Number(), Type.Null()]),
  remainTime: Type.Integer(),
  lottery: Type.Unsafe<LotteryDef>(Type.Object({}, { description: 'the lottery (engine/lottery/lottery-catalogue.ts LotteryDef)' })),
});
export const NextDraw = Type.Object({ code: Type.String(), name: Type.String(), nextDrawAt: Type.Number() });

/** A game or vendor as the world now holds it, and whether the call added it. */
export const SetGameAnswer = Type.Object({ game: CatalogueGame, created: Type.Boolean() });
export const SetVendorAnswer = Type.Object({ vendor: CatalogueVendor, created: Type.Boolean() });
export const DeletedVendor = Type.Object({ deleted: Type.Boolean(), games: Type.Integer() });
/** What is set for the agent and day, and the figures agent.teamKpi answers for that day now. */
export const KpiAnswer = Type.Object({ username: Type.String(), date: Type.String(), set: KpiFigures, figures: TeamKpiFooter });

// ---- request parts ---------------------------------------------------------------------------

export const WorldParams = Type.Object({ id: Type.String({ minLength: 1 }) });
export const EndpointQuery = Type.Object({ endpoint: Type.Optional(Type.String()) });
export const ImportQuery = Type.Object({ id: Type.Optional(Type.String()) });

export const WorldOptions = Type.Object(
  {
    /** Chosen by the caller; else `w<n>-<seed>`. */
    id: Type.Optional(Type.String()),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
    scenario: Type.Optional(Type.String()),
    /** JSON deep-merged into the state after the scenario. */
    overrides: Type.Optional(Type.Unknown()),
    clock: Type.Optional(Type.Object({ start: Type.Optional(Instant), mode: Type.Optional(ClockMode) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export const ApplyScenarioRequest = Type.Object(
  { name: Type.String(), overrides: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);
export const ClockRequest = Type.Object(
  {
    /** Jump to this instant (ms since epoch). */
    set: Type.Optional(Instant),
    /** Move forward (or back, if negative) by this many ms. */
    advanceMs: Type.Optional(Type.Integer({ minimum: -CLOCK_MAX_MS, maximum: CLOCK_MAX_MS })),
    /** Stop the clock. */
    freeze: Type.Optional(Type.Boolean()),
    /** Follow wall time again from the current instant. */
    resume: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
/** One fault or several. */
export const FaultsRequest = Type.Union([Fault, Type.Array(Fault, { maxItems: 1000 })]);
export const SessionRequest = Type.Object({ username: Type.String({ minLength: 1 }) }, { additionalProperties: false });
export const SmsPresetRequest = Type.Object(
  {
    mobileNum: Type.String({ pattern: '^\\d{1,20}$' }),
    /** Default: the register settings' country dialing code. */
    countryDialingCode: Type.Optional(Type.String({ maxLength: 8 })),
    code: Type.String({ pattern: '^\\d{4,8}$' }),
    /** Absent: valid for any purpose (login, register, forget). */
    purpose: Type.Optional(SmsPurpose),
    /** Default: the world's auth.rules.smsTtlMs. */
    ttlMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 86_400_000 })),
  },
  { additionalProperties: false },
);
const KpiFigure = Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: KPI_FIGURE_MAX }), Type.Null()]));
/** Team KPI figures of an agent for one day; `null` clears a figure, a figure left out is kept. */
export const KpiRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    date: Type.String({ pattern: KPI_DAY_PATTERN }),
    teamLoginMemberCount: KpiFigure,
    teamBetMemberCount: KpiFigure,
    teamRegisterMemberCount: KpiFigure,
    teamOnlineCount: KpiFigure,
  },
  { additionalProperties: false },
);
export const GameParams = Type.Object({ id: Type.String({ minLength: 1 }), node: Type.String({ minLength: 1, maxLength: 64 }) });
export const VendorParams = Type.Object({ id: Type.String({ minLength: 1 }), vendor: Type.String({ minLength: 1, maxLength: 32 }) });
export const DrawPresetRequest = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 64 }), inSec: Type.Integer({ minimum: 1, maximum: 86_399 }) },
  { additionalProperties: false },
);

// ---- the table -------------------------------------------------------------------------------

export type ControlMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ControlRouteDef {
  method: ControlMethod;
  /** Under CONTROL_PREFIX; `:name` segments are params. */
  path: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  response: TSchema;
  /** Status of a success; default 200. */
  status?: number;
  /** Names the body in 400 messages (`clock/set: ...`). */
  label?: string;
  /** The body is not held to CONTROL_LIMITS (an export carries the state's own long strings). */
  unbounded?: true;
}

const route = <const R extends ControlRouteDef>(r: R): R => r;

/** Every control route; the key is the route id and the typed client's method name. */
export const controlRoutes = {
  scenarios: route({ method: 'GET', path: '/scenarios', response: Type.Array(ScenarioInfo) }),
  worlds: route({ method: 'GET', path: '/worlds', response: Type.Array(WorldInfo) }),
  createWorld: route({ method: 'POST', path: '/worlds', body: WorldOptions, label: 'world', response: WorldRef, status: 201 }),
  world: route({ method: 'GET', path: '/worlds/:id', params: WorldParams, response: WorldInfo }),
  deleteWorld: route({ method: 'DELETE', path: '/worlds/:id', params: WorldParams, response: Deleted }),
  reset: route({ method: 'POST', path: '/worlds/:id/reset', params: WorldParams, response: WorldRef }),
  applyScenario: route({
    method: 'POST',
    path: '/worlds/:id/scenario',
    params: WorldParams,
    body: ApplyScenarioRequest,
    label: 'scenario',
    response: WorldInfo,
  }),
  getClock: route({ method: 'GET', path: '/worlds/:id/clock', params: WorldParams, response: ClockReading }),
  clock: route({
    method: 'POST',
    path: '/worlds/:id/clock',
    params: WorldParams,
    body: ClockRequest,
    label: 'clock',
    response: ClockReading,
  }),
  state: route({ method: 'GET', path: '/worlds/:id/state', params: WorldParams, response: WorldStateDoc }),
  patchState: route({
    method: 'PATCH',
    path: '/worlds/:id/state',
    params: WorldParams,
    body: StatePatch,
    label: 'state',
    response: WorldStateDoc,
  }),
  faults: route({ method: 'GET', path: '/worlds/:id/faults', params: WorldParams, response: Type.Array(Fault) }),
  addFaults: route({
    method: 'POST',
    path: '/worlds/:id/faults',
    params: WorldParams,
    body: FaultsRequest,
    label: 'faults',
    response: Type.Array(Fault),
  }),
  clearFaults: route({
    method: 'DELETE',
    path: '/worlds/:id/faults',
    params: WorldParams,
    query: EndpointQuery,
    response: Type.Array(Fault),
  }),
  journal: route({
    method: 'GET',
    path: '/worlds/:id/journal',
    params: WorldParams,
    query: EndpointQuery,
    response: Type.Array(JournalEntry),
  }),
  peek: route({ method: 'GET', path: '/worlds/:id/peek', params: WorldParams, response: Peek }),
  openSession: route({
    method: 'POST',
    path: '/worlds/:id/sessions',
    params: WorldParams,
    body: SessionRequest,
    label: 'session',
    response: OpenedSession,
  }),
  // QA kit.
  exportWorld: route({ method: 'GET', path: '/worlds/:id/export', params: WorldParams, response: WorldExportDoc }),
  importWorld: route({
    method: 'POST',
    path: '/import',
    query: ImportQuery,
    body: WorldExportSchema,
    label: 'export',
    unbounded: true,
    response: WorldRef,
    status: 201,
  }),
  presetSms: route({
    method: 'POST',
    path: '/worlds/:id/sms',
    params: WorldParams,
    body: SmsPresetRequest,
    label: 'sms',
    response: SmsPresetAnswer,
  }),
  captchaOnNextFailure: route({
    method: 'POST',
    path: '/worlds/:id/captcha',
    params: WorldParams,
    body: CaptchaPreset,
    label: 'captcha',
    response: CaptchaPreset,
  }),
  drawIn: route({
    method: 'POST',
    path: '/worlds/:id/draw',
    params: WorldParams,
    body: DrawPresetRequest,
    label: 'draw',
    response: DrawPresetAnswer,
  }),
  draws: route({ method: 'GET', path: '/worlds/:id/draws', params: WorldParams, response: Type.Array(NextDraw) }),
  // The game catalogue and the team KPI figures in one call each.
  setGame: route({
    method: 'POST',
    path: '/worlds/:id/games',
    params: WorldParams,
    body: GameInput,
    label: 'game',
    response: SetGameAnswer,
  }),
  deleteGame: route({ method: 'DELETE', path: '/worlds/:id/games/:node', params: GameParams, response: Deleted }),
  setVendor: route({
    method: 'POST',
    path: '/worlds/:id/vendors',
    params: WorldParams,
    body: VendorInput,
    label: 'vendor',
    response: SetVendorAnswer,
  }),
  deleteVendor: route({ method: 'DELETE', path: '/worlds/:id/vendors/:vendor', params: VendorParams, response: DeletedVendor }),
  setTeamKpi: route({ method: 'POST', path: '/worlds/:id/kpi', params: WorldParams, body: KpiRequest, label: 'kpi', response: KpiAnswer }),
} as const satisfies Record<string, ControlRouteDef>;

export type ControlRoutes = typeof controlRoutes;
export type RouteId = keyof ControlRoutes;
export const routeIds = Object.keys(controlRoutes) as RouteId[];

type Part<K extends RouteId, P extends 'params' | 'query' | 'body'> = ControlRoutes[K] extends { [X in P]: infer S extends TSchema }
  ? Static<S>
  : undefined;
export type RouteParams<K extends RouteId> = Part<K, 'params'>;
export type RouteQuery<K extends RouteId> = Part<K, 'query'>;
export type RouteBody<K extends RouteId> = Part<K, 'body'>;
export type RouteAnswer<K extends RouteId> = Static<ControlRoutes[K]['response']>;

/** What a call of route K sends: only the parts the route has. */
export type RouteInput<K extends RouteId> = (RouteParams<K> extends undefined ? { params?: undefined } : { params: RouteParams<K> }) &
  (RouteQuery<K> extends undefined ? { query?: undefined } : { query?: RouteQuery<K> }) &
  (RouteBody<K> extends undefined ? { body?: undefined } : { body: RouteBody<K> });

// ---- named types (the client's vocabulary) -----------------------------------------------------

export type ClockMode = Static<typeof ClockMode>;
export type ClockReading = Static<typeof ClockReading>;
export type WorldRef = Static<typeof WorldRef>;
export type WorldInfo = Static<typeof WorldInfo>;
export type Knob = Static<typeof Knob>;
export type ScenarioInfo = Static<typeof ScenarioInfo>;
export type StatePatch = Static<typeof StatePatch>;
export type JournalEntry = Static<typeof JournalEntry>;
export type Peek = Static<typeof Peek>;
export type OpenedSession = Static<typeof OpenedSession>;
export type WorldOptions = Static<typeof WorldOptions>;
export type CreateWorldRequest = WorldOptions;
export type ApplyScenarioRequest = Static<typeof ApplyScenarioRequest>;
export type ClockRequest = Static<typeof ClockRequest>;
export type SmsPresetRequest = Static<typeof SmsPresetRequest>;
export type SmsPresetAnswer = Static<typeof SmsPresetAnswer>;
export type CaptchaPreset = Static<typeof CaptchaPreset>;
export type DrawPresetRequest = Static<typeof DrawPresetRequest>;
export type DrawPresetAnswer = Static<typeof DrawPresetAnswer>;
export type NextDraw = Static<typeof NextDraw>;
export type SetGameRequest = Static<typeof GameInput>;
export type SetGameAnswer = Static<typeof SetGameAnswer>;
export type SetVendorRequest = Static<typeof VendorInput>;
export type SetVendorAnswer = Static<typeof SetVendorAnswer>;
export type DeletedVendor = Static<typeof DeletedVendor>;
export type KpiRequest = Static<typeof KpiRequest>;
export type KpiAnswer = Static<typeof KpiAnswer>;
export type { Fault, WorldExport, WorldState };

/** The route list as `METHOD /__sim/path` lines (docs/control-api.md lists the same, a test checks). */
export const routeLines = (): string[] => routeIds.map((id) => `${controlRoutes[id].method} ${CONTROL_PREFIX}${controlRoutes[id].path}`);
