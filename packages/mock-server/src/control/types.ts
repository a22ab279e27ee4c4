/**
 * Types of the control API (/__sim), shared by the server side (router.ts) and the typed client
 * (client.ts). Type-only imports: the client stays free of engine code.
 */
import type { ClockMode, ClockReading } from '../engine/clock';
import type { Fault } from '../engine/faults';
import type { JournalEntry } from '../engine/journal';
import type { WorldState } from '../engine/state';
import type { Peek, WorldOptions } from '../engine/world';
import type { Knob } from '../engine/catalogue';
import type { WorldExport } from '../engine/replay';

export type { ClockMode, ClockReading, Fault, JournalEntry, Knob, Peek, WorldExport, WorldOptions, WorldState };

export const CONTROL_PREFIX = '/__sim';

export interface ScenarioInfo {
  name: string;
  description: string;
  /** What the scenario changes against the default world (engine/catalogue.ts). */
  knobs: Knob[];
  /** Faults the world starts with (network scenarios). */
  faults: Fault[];
}

export type CreateWorldRequest = WorldOptions;
export interface WorldRef {
  id: string;
}
export interface WorldInfo {
  id: string;
  seed: number;
  scenario: string;
  clock: ClockReading;
}
export interface ApplyScenarioRequest {
  name: string;
  overrides?: unknown;
}
export interface ClockRequest {
  /** Jump to this instant (ms since epoch). */
  set?: number;
  /** Move forward (or back, if negative) by this many ms. */
  advanceMs?: number;
  /** Stop the clock. */
  freeze?: boolean;
  /** Follow wall time again from the current instant. */
  resume?: boolean;
}
/** Deep patch of the world state: objects merge, arrays and scalars replace. */
export type StatePatch = Record<string, unknown>;

/** Body of every refused control request (400, 403, 404). */
export interface ControlError {
  error: string;
}

export interface ControlRequest {
  method: string;
  /** Path starting with /__sim, without the query string. */
  path: string;
  query: Record<string, string | undefined>;
  body: unknown;
}

export interface ControlResponse {
  status: number;
  body: unknown;
}

/** `POST /__sim/worlds/:id/sessions` {username}: a live session, shaped like the login answer. */
export interface OpenedSession {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

/** `POST /__sim/worlds/:id/sms`: a valid code for a number, from now (issue 12). */
export interface SmsPresetRequest {
  mobileNum: string;
  /** Default: settings.info.register.countryDialingCode. */
  countryDialingCode?: string;
  code: string;
  /** Absent: any purpose. */
  purpose?: 'login' | 'register' | 'forget';
  /** Default: auth.rules.smsTtlMs. */
  ttlMs?: number;
}
export interface SmsPresetAnswer {
  mobileNum: string;
  countryDialingCode: string;
  code: string;
  expiresAt: number;
  purpose?: 'login' | 'register' | 'forget';
}
/** `POST /__sim/worlds/:id/draw`: the lottery's next draw `inSec` seconds from the world's now. */
export interface DrawPresetAnswer {
  code: string;
  nextDrawAt: number | null;
  remainTime: number;
  lottery: WorldState['lottery']['lotteries'][string];
}
/** `GET /__sim/worlds/:id/draws`: the next draw of every lottery that draws, soonest first. */
export interface NextDraw {
  code: string;
  name: string;
  nextDrawAt: number;
}
