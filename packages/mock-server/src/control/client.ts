/**
 * Typed client of the simulator's control API ('@m/mock-server/control-client'), generated from
 * the route table (contract.ts): `call(routeId, { params, query, body })` builds the method and
 * path of any route, and every type is `Static<>` of the table's schemas. The named methods are
 * shorthands over `call`. Browser-safe: only fetch and schemas. Used by e2e fixtures, stories,
 * app tests and the app's dev panel. Every method throws a ControlClientError carrying the
 * server's `{ error }` text when the call is refused.
 */
import {
  CONTROL_PREFIX,
  controlRoutes,
  type RouteAnswer,
  type RouteBody,
  type RouteId,
  type RouteInput,
  type RouteParams,
  type RouteQuery,
} from './contract';
import type { ControlError } from './types';

export * from './types';
export { controlRoutes, routeIds } from './contract';

export class ControlClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ControlClientError';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

type World<K extends RouteId> = RouteParams<K> extends { id: infer I } ? I : never;
type Answer<K extends RouteId> = Promise<RouteAnswer<K>>;

export interface ControlClient {
  /** Any route of the table by its id; the methods below are shorthands. */
  call<K extends RouteId>(route: K, input: RouteInput<K>): Answer<K>;
  scenarios(): Answer<'scenarios'>;
  worlds(): Answer<'worlds'>;
  createWorld(options?: RouteBody<'createWorld'>): Answer<'createWorld'>;
  deleteWorld(id: World<'deleteWorld'>): Answer<'deleteWorld'>;
  world(id: World<'world'>): Answer<'world'>;
  reset(id: World<'reset'>): Answer<'reset'>;
  applyScenario(
    id: World<'applyScenario'>,
    name: RouteBody<'applyScenario'>['name'],
    overrides?: RouteBody<'applyScenario'>['overrides'],
  ): Answer<'applyScenario'>;
  getClock(id: World<'getClock'>): Answer<'getClock'>;
  clock(id: World<'clock'>, command: RouteBody<'clock'>): Answer<'clock'>;
  state(id: World<'state'>): Answer<'state'>;
  patchState(id: World<'patchState'>, patch: RouteBody<'patchState'>): Answer<'patchState'>;
  faults(id: World<'faults'>): Answer<'faults'>;
  addFaults(id: World<'addFaults'>, faults: RouteBody<'addFaults'>): Answer<'addFaults'>;
  clearFaults(id: World<'clearFaults'>, endpoint?: RouteQuery<'clearFaults'>['endpoint']): Answer<'clearFaults'>;
  journal(id: World<'journal'>, endpoint?: RouteQuery<'journal'>['endpoint']): Answer<'journal'>;
  peek(id: World<'peek'>): Answer<'peek'>;
  /** Opens a session for a seeded user (no login screen): QA and e2e fixtures. */
  openSession(id: World<'openSession'>, username: RouteBody<'openSession'>['username']): Answer<'openSession'>;
  // QA kit.
  /** The whole world as one JSON document (replay). */
  exportWorld(id: World<'exportWorld'>): Answer<'exportWorld'>;
  /** A live world from an export; `id` default `replay-<exported id>`. */
  importWorld(doc: RouteBody<'importWorld'>, id?: RouteQuery<'importWorld'>['id']): Answer<'importWorld'>;
  /** A valid SMS code for a number from the world's now (no slider, no send). */
  presetSms(id: World<'presetSms'>, preset: RouteBody<'presetSms'>): Answer<'presetSms'>;
  /** The next wrong password of `username` asks (true) or does not ask (false) for the captcha. */
  captchaOnNextFailure(
    id: World<'captchaOnNextFailure'>,
    username: RouteBody<'captchaOnNextFailure'>['username'],
    onNextFailure: RouteBody<'captchaOnNextFailure'>['onNextFailure'],
  ): Answer<'captchaOnNextFailure'>;
  /** The lottery's next draw `inSec` seconds from the world's now (remainTime = inSec). */
  drawIn(id: World<'drawIn'>, code: RouteBody<'drawIn'>['code'], inSec: RouteBody<'drawIn'>['inSec']): Answer<'drawIn'>;
  /** Every lottery's next draw on the world clock, soonest first. */
  draws(id: World<'draws'>): Answer<'draws'>;
  // Catalogue and team KPI figures.
  /** Adds a game (new nodeId, or none: `N<next gameId>`; needs vassalage and gameName) or changes one; a new game goes first unless `position: 'last'`. */
  setGame(id: World<'setGame'>, game: RouteBody<'setGame'>): Answer<'setGame'>;
  /** Removes a game from the world's catalogue. */
  deleteGame(id: World<'deleteGame'>, nodeId: string): Answer<'deleteGame'>;
  /** Adds a vendor (needs gameTypes) or changes one (a new displayName reaches its games). */
  setVendor(id: World<'setVendor'>, vendor: RouteBody<'setVendor'>): Answer<'setVendor'>;
  /** Removes a vendor and its games. */
  deleteVendor(id: World<'deleteVendor'>, vassalage: string): Answer<'deleteVendor'>;
  /** Sets (number) or clears (null) an agent's team KPI figures for one UTC day; answers the day's figures. */
  setTeamKpi(id: World<'setTeamKpi'>, figures: RouteBody<'setTeamKpi'>): Answer<'setTeamKpi'>;
}

/** The path of a route with its `:params` filled in and its query appended. */
export function routeUrl(route: RouteId, params?: Record<string, string>, query?: Record<string, string | undefined>): string {
  const path = controlRoutes[route].path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value) search.set(key, value);
  const text = search.toString();
  return `${CONTROL_PREFIX}${path}${text ? `?${text}` : ''}`;
}

/** `baseUrl` is the simulator origin, e.g. http://localhost:4010 ('' = same origin, for MSW). */
export function createControlClient(baseUrl: string, fetchImpl: FetchLike = fetch): ControlClient {
  const origin = baseUrl.replace(/\/+$/, '');

  async function call<K extends RouteId>(id: K, input: RouteInput<K>): Answer<K> {
    const { method } = controlRoutes[id];
    const url = routeUrl(
      id,
      input.params as Record<string, string> | undefined,
      input.query as Record<string, string | undefined> | undefined,
    );
    const body = input.body;
    // Called as a plain function: some browsers refuse fetch invoked as a method of another object.
    const res = await fetchImpl(`${origin}${url}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const data: unknown = text ? JSON.parse(text) : null;
    if (!res.ok) {
      const message = (data as ControlError | null)?.error ?? `${method} ${url} answered ${res.status}`;
      throw new ControlClientError(res.status, message);
    }
    return data as RouteAnswer<K>;
  }

  return {
    call,
    scenarios: () => call('scenarios', {}),
    worlds: () => call('worlds', {}),
    createWorld: (options = {}) => call('createWorld', { body: options }),
    deleteWorld: (id) => call('deleteWorld', { params: { id } }),
    world: (id) => call('world', { params: { id } }),
    reset: (id) => call('reset', { params: { id } }),
    applyScenario: (id, name, overrides) =>
      call('applyScenario', { params: { id }, body: overrides === undefined ? { name } : { name, overrides } }),
    getClock: (id) => call('getClock', { params: { id } }),
    clock: (id, command) => call('clock', { params: { id }, body: command }),
    state: (id) => call('state', { params: { id } }),
    patchState: (id, patch) => call('patchState', { params: { id }, body: patch }),
    faults: (id) => call('faults', { params: { id } }),
    addFaults: (id, faults) => call('addFaults', { params: { id }, body: faults }),
    clearFaults: (id, endpoint) => call('clearFaults', { params: { id }, query: { endpoint } }),
    journal: (id, endpoint) => call('journal', { params: { id }, query: { endpoint } }),
    peek: (id) => call('peek', { params: { id } }),
    openSession: (id, username) => call('openSession', { params: { id }, body: { username } }),
    exportWorld: (id) => call('exportWorld', { params: { id } }),
    importWorld: (doc, id) => call('importWorld', { query: { id }, body: doc }),
    presetSms: (id, preset) => call('presetSms', { params: { id }, body: preset }),
    captchaOnNextFailure: (id, username, onNextFailure) =>
      call('captchaOnNextFailure', { params: { id }, body: { username, onNextFailure } }),
    drawIn: (id, code, inSec) => call('drawIn', { params: { id }, body: { code, inSec } }),
    draws: (id) => call('draws', { params: { id } }),
    setGame: (id, game) => call('setGame', { params: { id }, body: game }),
    deleteGame: (id, node) => call('deleteGame', { params: { id, node } }),
    setVendor: (id, vendor) => call('setVendor', { params: { id }, body: vendor }),
    deleteVendor: (id, vendor) => call('deleteVendor', { params: { id, vendor } }),
    setTeamKpi: (id, figures) => call('setTeamKpi', { params: { id }, body: figures }),
  };
}
