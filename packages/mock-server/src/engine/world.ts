import type { Faker } from '@faker-js/faker';
import { Value } from '@sinclair/typebox/value';
import { VirtualClock, DEFAULT_START, type ClockMode } from './clock';
import { FaultSet } from './faults';
import { fnv1a } from './seeded/hash';
import { Journal } from './journal';
import { deepMerge, isPlainObject, nullProto } from './merge';
import { DEFAULT_SCENARIO, scenarios } from './scenarios';
import { createFaker } from './seeded/faker';
import { DEFAULT_SEED, seedWorldState } from './seed';
import { WorldState } from './state';
import { findBadPattern } from './validate';
import { catalogueProblem, freezeCatalogue } from './games/catalogue-rules';

/** How a world is made; reset() makes it again from the same values. */
export interface WorldOptions {
  /** Chosen by the caller (Storybook: one world per story); else `w<n>-<seed>`. */
  id?: string;
  seed?: number;
  scenario?: string;
  /** JSON deep-merged into the state after the scenario (objects merge, arrays and scalars replace). */
  overrides?: unknown;
  clock?: { start?: number; mode?: ClockMode };
}

export interface WorldConfig {
  seed: number;
  scenario: string;
  overrides: unknown;
  clock: { start: number; mode: ClockMode };
}

/** A world option the engine refuses (unknown scenario, state that breaks the contract...). */
export class WorldConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorldConfigError';
  }
}

/** Where the simulator's fake pages (chat, game, download) are linked from settings, unless the engine is told another origin. */
export const DEFAULT_PAGES_ORIGIN = 'http://localhost:4010';

export interface WorldEnvironment {
  pagesOrigin: string;
  wall?: () => number;
}

let tokenCounter = 0;

/** A short, stable tag of a world id (FNV-1a, base 36), so a token names its world without its raw id. */
const worldTag = (id: string): string => fnv1a(id).toString(36).padStart(7, '0');

/**
 * THE token generator: world tag + process-wide counter + 96 random bits from
 * the platform's CSPRNG (Web Crypto: node:crypto's webcrypto in Node, window.crypto under MSW).
 * Never equal across worlds, resets or processes; alphanumeric, so it fits headers and URLs.
 */
export function newToken(worldId: string): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return `${worldTag(worldId)}${(++tokenCounter).toString(36)}x${hex}`;
}

/** Default lifetime of a session token (world clock). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Live sessions one world keeps at most. Each login opens one and only expiry ends it, so a load
 * test logging in thousands of times would grow a world without end: past the bound, expired
 * sessions go first, then the oldest (its token answers `logged.out`, as an expired one does).
 */
export const MAX_SESSIONS = 1000;

export interface Peek {
  now: number;
  captcha: string | null;
  sms: Array<{ mobileNum: string; code: string; expiresAt: number }>;
  users: Array<{ username: string; type: number; mobileNum: string; countryDialingCode: string }>;
}

export function resolveWorldConfig(options: WorldOptions = {}): WorldConfig {
  const scenario = options.scenario ?? DEFAULT_SCENARIO;
  if (!scenarios.has(scenario)) throw new WorldConfigError(`unknown scenario '${scenario}' (GET /__sim/scenarios lists them)`);
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(seed)) throw new WorldConfigError('seed must be an integer');
  return {
    seed,
    scenario,
    overrides: options.overrides,
    clock: { start: options.clock?.start ?? DEFAULT_START, mode: options.clock?.mode ?? 'frozen' },
  };
}

const EMPTY_RECORD: Readonly<Record<string, never>> = Object.freeze(Object.create(null) as Record<string, never>);

/**
 * The state with its game catalogue and vendors (hundreds of entries) set aside: they are
 * checked by catalogueProblem, which checks each entry once (games/catalogue-rules.ts).
 */
function withoutCatalogue(state: unknown): unknown {
  if (!isPlainObject(state) || !isPlainObject(state.games)) return state;
  const games = state.games;
  if (!isPlainObject(games.catalogue) || !isPlainObject(games.vendors)) return state;
  return { ...state, games: { ...games, catalogue: EMPTY_RECORD, vendors: EMPTY_RECORD } };
}

/** Checks a state against the schema; throws a WorldConfigError naming the first bad path. */
export function assertWorldState(state: unknown): asserts state is WorldState {
  const light = withoutCatalogue(state);
  const first = Value.Errors(WorldState, light).First();
  if (first) throw new WorldConfigError(`state${first.path} ${first.message}`);
  // Field rules are regular expressions the simulator runs: refuse broken or catastrophic ones.
  const badPattern = findBadPattern(light);
  if (badPattern) throw new WorldConfigError(`state${badPattern}`);
  const catalogue = catalogueProblem((state as WorldState).games);
  if (catalogue) throw new WorldConfigError(`state/${catalogue}`);
}

/**
 * The seeded states already checked against the schema, by what makes them: seeding is
 * deterministic (same seed, pages origin, scenario and clock time, same bytes), so each is checked
 * once per process, not once per world. A state with overrides is always checked. Bounded: past
 * the bound the set starts over.
 */
const checkedSeededStates = new Set<string>();
const CHECKED_SEEDED_STATES_MAX = 256;
const seededStateKey = (seed: number, pagesOrigin: string, scenario: string, now: number) =>
  JSON.stringify([seed, pagesOrigin, scenario, now]);
function rememberChecked(key: string): void {
  if (checkedSeededStates.size >= CHECKED_SEEDED_STATES_MAX) checkedSeededStates.clear();
  checkedSeededStates.add(key);
}

/** All state of one simulated backend: data, clock, faults and journal. */
export class World {
  state!: WorldState;
  /** Seeded randomness for everything the world makes at run time (tokens, codes). */
  faker!: Faker;
  clock!: VirtualClock;
  readonly faults = new FaultSet();
  readonly journal = new Journal();

  constructor(
    readonly id: string,
    public config: WorldConfig,
    private readonly env: WorldEnvironment,
  ) {
    this.reset();
  }

  /** Rebuilds everything from the same seed, scenario and overrides; clears faults and journal. */
  reset(): void {
    this.rebuildState();
    this.clock = new VirtualClock({ start: this.config.clock.start, mode: this.config.clock.mode, wall: this.env.wall });
    this.faults.clear();
    this.faults.add([...(scenarios.get(this.config.scenario)?.faults ?? [])]);
    this.journal.clear();
  }

  /** A new scenario (and overrides) on the seeded data; clock, faults, journal and sessions stay. */
  applyScenario(name: string, overrides?: unknown): void {
    const next = resolveWorldConfig({ ...this.config, scenario: name, overrides, clock: this.config.clock });
    const sessions = this.state.sessions;
    this.config = next;
    this.rebuildState();
    this.state.sessions = nullProto({ ...sessions, ...this.state.sessions });
    this.faults.add([...(scenarios.get(name)?.faults ?? [])]);
  }

  /** Deep-merges a patch into the live state (lost on reset). Refused if the result breaks the schema. */
  patch(patch: unknown): WorldState {
    return this.adopt(deepMerge(this.state, patch, WorldState));
  }

  /**
   * Makes `next` the live state when it passes the schema (refused with a WorldConfigError, state
   * unchanged, otherwise): null-prototype records, the game catalogue frozen (it is replaced, never
   * changed in place, so what is derived from it can be kept per version).
   */
  adopt(next: unknown): WorldState {
    assertWorldState(next);
    return this.take(next);
  }

  private take(next: WorldState): WorldState {
    this.state = nullProto(next);
    freezeCatalogue(this.state.games);
    return this.state;
  }

  /**
   * A secret of this world (session token, human-check token): unique per world and process
   * (see newToken). The seeded faker still draws `seededLength` characters, as it did when tokens
   * came from it, so everything seeded after a token (codes, trial names) stays byte-identical.
   */
  issueToken(seededLength: number): string {
    this.faker.string.alphanumeric(seededLength);
    return newToken(this.id);
  }

  /** Opens a session for a user; token from issueToken(), expiry from the world clock. */
  openSession(username: string, ttlMs = SESSION_TTL_MS): string {
    const token = this.issueToken(32);
    this.boundSessions(MAX_SESSIONS - 1);
    this.state.sessions[token] = { username, expiresAt: this.clock.now() + ttlMs };
    return token;
  }

  private boundSessions(room: number): void {
    const sessions = this.state.sessions;
    let tokens = Object.keys(sessions);
    if (tokens.length <= room) return;
    const now = this.clock.now();
    for (const t of tokens) if (sessions[t]!.expiresAt <= now) delete sessions[t];
    tokens = Object.keys(sessions);
    for (const t of tokens.slice(0, Math.max(0, tokens.length - room))) delete sessions[t];
  }

  peek(): Peek {
    return {
      now: this.clock.now(),
      captcha: this.state.captcha?.text ?? null,
      sms: this.state.sms.map(({ mobileNum, code, expiresAt }) => ({ mobileNum, code, expiresAt })),
      users: Object.values(this.state.users).map(({ username, type, mobileNum, countryDialingCode }) => ({
        username,
        type,
        mobileNum,
        countryDialingCode,
      })),
    };
  }

  private rebuildState(): void {
    const { seed, scenario: name, overrides } = this.config;
    const faker = createFaker(seed);
    const state = seedWorldState(faker, this.env.pagesOrigin);
    const scenario = scenarios.get(name);
    if (!scenario) throw new WorldConfigError(`unknown scenario '${name}'`);
    // On the first build the clock does not exist yet: the scenario sees the configured start.
    const now = this.clock ? this.clock.now() : this.config.clock.start;
    scenario.apply(state, { faker, seed, now });
    if (overrides !== undefined) this.adopt(deepMerge(state, overrides, WorldState));
    else {
      const made = seededStateKey(seed, this.env.pagesOrigin, name, now);
      if (checkedSeededStates.has(made)) this.take(state);
      else {
        this.adopt(state);
        rememberChecked(made);
      }
    }
    this.faker = faker;
  }
}
