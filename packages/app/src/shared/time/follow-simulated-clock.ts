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
  const offset = reading.now - receivedAt;
  let nextOffset = offsetMs;
  let nextFrozen: number | null = null;
  if (frozen) {
    // A standing world read again later is the same instant: only a new instant is a move (the
    // offset, which moves with every reading of a standing clock, is not).
    nextFrozen = reading.now;
    if (!learned || frozenAt !== reading.now) nextOffset = offset;
  } else if (!learned || frozenAt !== null || Math.abs(offset - offsetMs) > MOVED_MS) {
    // A running clock read again a moment later is the same clock: the offset moves only when it did.
    nextOffset = offset;
  }
  const changed = nextFrozen !== frozenAt || nextOffset !== offsetMs;
  useServerClockStore.setState({
    followedAt: sentAt,
    ...(changed || !learned
      ? { offsetMs: nextOffset, learned: true, frozenAt: nextFrozen, jumps: learned && changed ? jumps + 1 : jumps }
      : {}),
  });
}
