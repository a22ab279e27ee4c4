/**
 * The virtual clock of one world. All simulated time (session expiry, SMS expiry, draws...)
 * reads `now()` from here, so tests move time by telling the clock, never by waiting.
 * This is the ONLY engine file allowed to read wall time (the `wall` source below).
 */

export type ClockMode = 'frozen' | 'follow';

/** Monday 5 January 2026, 12:00 UTC: the instant every world starts at unless told otherwise. */
export const DEFAULT_START = Date.UTC(2026, 0, 5, 12, 0, 0);

/** Wall time, the one source every simulated clock follows (and a browser tab's kept world, tab-world.ts, measures its reload by). */
export const wallTime = (): number => Date.now();

export interface ClockOptions {
  /** Virtual instant the clock starts at (ms since epoch). */
  start?: number;
  mode?: ClockMode;
  /** Wall-time source, injectable for tests. */
  wall?: () => number;
}

export interface ClockReading {
  now: number;
  mode: ClockMode;
}

export class VirtualClock {
  private readonly wall: () => number;
  private currentMode: ClockMode;
  /** Frozen: the instant. Follow: the virtual instant at `anchorWall`. */
  private anchorVirtual: number;
  private anchorWall: number;

  constructor(options: ClockOptions = {}) {
    this.wall = options.wall ?? wallTime;
    this.currentMode = options.mode ?? 'frozen';
    this.anchorVirtual = options.start ?? DEFAULT_START;
    this.anchorWall = this.wall();
  }

  get mode(): ClockMode {
    return this.currentMode;
  }

  now(): number {
    return this.currentMode === 'frozen' ? this.anchorVirtual : this.anchorVirtual + (this.wall() - this.anchorWall);
  }

  /** Jump to an instant; the mode is kept (a following clock keeps running from there). */
  set(ms: number): void {
    this.anchorVirtual = ms;
    this.anchorWall = this.wall();
  }

  advance(ms: number): void {
    this.set(this.now() + ms);
  }

  freeze(): void {
    this.set(this.now());
    this.currentMode = 'frozen';
  }

  /** Follow wall time again, from the current virtual instant (no jump). */
  resume(): void {
    this.set(this.now());
    this.currentMode = 'follow';
  }

  read(): ClockReading {
    return { now: this.now(), mode: this.currentMode };
  }
}
