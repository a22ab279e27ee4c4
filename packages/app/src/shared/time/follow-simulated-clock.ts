import { MOVED_MS, useServerClockStore } from './server-clock';

// Development builds only (src/dev and the tests that play its part): the production client
// never stops its clock, and never loads this module.

/**
 * A development build's word on the simulated clock (src/dev: an answer's SIM_CLOCK_HEADER, the
 * dev panel's clock moves, the world's clock watched): the instant `now` at device time
 * `receivedAt`, standing still when `mode` is frozen. Any change is a jump. A reading asked for
 * (`sentAt`) before the newest one taken is older news (an answer that left before the dev panel
 * moved the clock) and changes nothing.
 */
export function followSimulatedClock(
  reading: { now: number; mode: string },
  receivedAt: number = Date.now(),
  sentAt: number = receivedAt,
): void {
  const { offsetMs, learned, frozenAt, jumps, followedAt } = useServerClockStore.getState();
  if (sentAt < followedAt) return;
  const frozen = reading.mode === 'frozen';
  const nextFrozen = frozen ? reading.now : null;
  const offset = reading.now - receivedAt;
  // A running clock read again a moment later is the same clock: keep the offset unless it moved.
  const nextOffset = !learned || frozen || frozenAt !== null || Math.abs(offset - offsetMs) > MOVED_MS ? offset : offsetMs;
  const changed = nextFrozen !== frozenAt || nextOffset !== offsetMs;
  useServerClockStore.setState({
    followedAt: sentAt,
    ...(changed || !learned
      ? { offsetMs: nextOffset, learned: true, frozenAt: nextFrozen, jumps: learned && changed ? jumps + 1 : jumps }
      : {}),
  });
}
