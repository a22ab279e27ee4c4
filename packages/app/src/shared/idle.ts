import { useEffect, useState } from 'react';

/**
 * Work the first screen does not show waits until the browser is idle after the boot, so the
 * boot's tasks stay short (Lighthouse counts every main-thread task over 50 ms after the first
 * paint as blocking). `requestIdleCallback` where there is one (not in Safari), else a timer; the
 * timeout caps the wait on a page that never goes idle.
 */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `run` once the main thread is idle (or after IDLE_TIMEOUT_MS); returns a cancel. */
export function whenIdle(run: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const cancel = cancelIdleCallback;
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancel(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/** False until the browser was idle once after the component mounted. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
