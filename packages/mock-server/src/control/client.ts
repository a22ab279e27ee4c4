/**
 * Typed client of the simulator's control API ('@m/mock-server/control-client'). Browser-safe:
 * only fetch. Used by e2e fixtures and the app's dev panel. Every method throws a
 * ControlClientError carrying the server's `{ error }` text when the call is refused.
 */
import {
  CONTROL_PREFIX,
  type ClockReading,
  type ClockRequest,
  type ControlError,
  type CreateWorldRequest,
  type Fault,
  type JournalEntry,
  type OpenedSession,
  type Peek,
  type ScenarioInfo,
  type StatePatch,
  type WorldInfo,
  type WorldRef,
  type WorldState,
  type WorldExport,
  type SmsPresetRequest,
  type SmsPresetAnswer,
  type DrawPresetAnswer,
  type NextDraw,
} from './types';

export * from './types';

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

export interface ControlClient {
  scenarios(): Promise<ScenarioInfo[]>;
  worlds(): Promise<WorldInfo[]>;
  createWorld(options?: CreateWorldRequest): Promise<WorldRef>;
  deleteWorld(id: string): Promise<{ deleted: boolean }>;
  world(id: string): Promise<WorldInfo>;
  reset(id: string): Promise<WorldRef>;
  applyScenario(id: string, name: string, overrides?: unknown): Promise<WorldInfo>;
  getClock(id: string): Promise<ClockReading>;
  clock(id: string, command: ClockRequest): Promise<ClockReading>;
  state(id: string): Promise<WorldState>;
  patchState(id: string, patch: StatePatch): Promise<WorldState>;
  faults(id: string): Promise<Fault[]>;
  addFaults(id: string, faults: Fault | Fault[]): Promise<Fault[]>;
  clearFaults(id: string, endpoint?: string): Promise<Fault[]>;
  journal(id: string, endpoint?: string): Promise<JournalEntry[]>;
  peek(id: string): Promise<Peek>;
  /** Opens a session for a seeded user (no login screen): QA and e2e fixtures. */
  openSession(id: string, username: string): Promise<OpenedSession>;
  // QA kit (issue 12).
  /** The whole world as one JSON document (replay). */
  exportWorld(id: string): Promise<WorldExport>;
  /** A live world from an export; `id` default `replay-<exported id>`. */
  importWorld(doc: WorldExport, id?: string): Promise<WorldRef>;
  /** A valid SMS code for a number from the world's now (no slider, no send). */
  presetSms(id: string, preset: SmsPresetRequest): Promise<SmsPresetAnswer>;
  /** The next wrong password of `username` asks (true) or does not ask (false) for the captcha. */
  captchaOnNextFailure(id: string, username: string, onNextFailure: boolean): Promise<{ username: string; onNextFailure: boolean }>;
  /** The lottery's next draw `inSec` seconds from the world's now (remainTime = inSec). */
  drawIn(id: string, code: string, inSec: number): Promise<DrawPresetAnswer>;
  /** Every lottery's next draw on the world clock, soonest first. */
  draws(id: string): Promise<NextDraw[]>;
}

/** `baseUrl` is the simulator origin, e.g. http://localhost:4010 ('' = same origin, for MSW). */
export function createControlClient(baseUrl: string, fetchImpl: FetchLike = fetch): ControlClient {
  const root = `${baseUrl.replace(/\/+$/, '')}${CONTROL_PREFIX}`;
  const w = (id: string, rest = '') => `/worlds/${encodeURIComponent(id)}${rest}`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    // Called as a plain function: some browsers refuse fetch invoked as a method of another object.
    const res = await fetchImpl(`${root}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const data: unknown = text ? JSON.parse(text) : null;
    if (!res.ok) {
      const message = (data as ControlError | null)?.error ?? `${method} ${path} answered ${res.status}`;
      throw new ControlClientError(res.status, message);
    }
    return data as T;
  }
  const q = (endpoint?: string) => (endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : '');

  return {
    scenarios: () => call('GET', '/scenarios'),
    worlds: () => call('GET', '/worlds'),
    createWorld: (options = {}) => call('POST', '/worlds', options),
    deleteWorld: (id) => call('DELETE', w(id)),
    world: (id) => call('GET', w(id)),
    reset: (id) => call('POST', w(id, '/reset')),
    applyScenario: (id, name, overrides) => call('POST', w(id, '/scenario'), overrides === undefined ? { name } : { name, overrides }),
    getClock: (id) => call('GET', w(id, '/clock')),
    clock: (id, command) => call('POST', w(id, '/clock'), command),
    state: (id) => call('GET', w(id, '/state')),
    patchState: (id, patch) => call('PATCH', w(id, '/state'), patch),
    faults: (id) => call('GET', w(id, '/faults')),
    addFaults: (id, faults) => call('POST', w(id, '/faults'), faults),
    clearFaults: (id, endpoint) => call('DELETE', w(id, `/faults${q(endpoint)}`)),
    journal: (id, endpoint) => call('GET', w(id, `/journal${q(endpoint)}`)),
    peek: (id) => call('GET', w(id, '/peek')),
    openSession: (id, username) => call('POST', w(id, '/sessions'), { username }),
    exportWorld: (id) => call('GET', w(id, '/export')),
    importWorld: (doc, id) => call('POST', `/import${id ? `?id=${encodeURIComponent(id)}` : ''}`, doc),
    presetSms: (id, preset) => call('POST', w(id, '/sms'), preset),
    captchaOnNextFailure: (id, username, onNextFailure) => call('POST', w(id, '/captcha'), { username, onNextFailure }),
    drawIn: (id, code, inSec) => call('POST', w(id, '/draw'), { code, inSec }),
    draws: (id) => call('GET', w(id, '/draws')),
  };
}
