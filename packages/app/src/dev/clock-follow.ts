import { SIM_CLOCK_HEADER } from '@m/contracts';
import type { ControlClient } from '@m/mock-server/control-client';
import { serverTimeOf } from '../shared/time/server-clock';
import { followSimulatedClock } from '../shared/time/follow-simulated-clock';

/** How often an open page asks the world's clock, so a move from outside (curl, a script) shows within it. */
export const CLOCK_WATCH_MS = 1_000;

/** The simulated clock an answer's headers carry (the simulator's SIM_CLOCK_HEADER beside the server time), or null. */
export function simClockOf(headers: Pick<Headers, 'get'>): { now: number; mode: string } | null {
  const mode = headers.get(SIM_CLOCK_HEADER);
  const now = serverTimeOf(headers);
  return mode && now !== null ? { now, mode } : null;
}

/** The parts of a window the follower hooks into. */
export interface ClockHost {
  fetch: typeof fetch;
  document: Pick<Document, 'visibilityState' | 'addEventListener'>;
  setInterval(handler: () => void, ms: number): number;
}

/**
 * Development builds: the site's clock is the simulated world's, frozen when it is frozen and
 * moved when it moves. Every answer's SIM_CLOCK_HEADER says whether the world's clock runs (a
 * production backend's always does, so the production client never reads it); while the tab is
 * visible the world's clock is asked every CLOCK_WATCH_MS, so a move from the control API (curl,
 * a QA script) reaches an open page without a reload and without waiting for the page's next call.
 * The dev panel's own moves are followed at once (dev-panel.tsx).
 */
export function followWorldClock(control: Pick<ControlClient, 'getClock'>, worldId: string, host: ClockHost = window): void {
  const send = host.fetch.bind(host);
  host.fetch = async (input, init) => {
    const sentAt = Date.now();
    const res = await send(input, init);
    const reading = simClockOf(res.headers);
    if (reading) followSimulatedClock(reading, Date.now(), sentAt);
    return res;
  };
  let asking = false;
  const ask = () => {
    if (asking || host.document.visibilityState !== 'visible') return;
    asking = true;
    const sentAt = Date.now();
    control
      .getClock(worldId)
      .then((reading) => followSimulatedClock(reading, Date.now(), sentAt))
      .catch(() => undefined)
      .finally(() => {
        asking = false;
      });
  };
  host.setInterval(ask, CLOCK_WATCH_MS);
  host.document.addEventListener('visibilitychange', ask);
}
