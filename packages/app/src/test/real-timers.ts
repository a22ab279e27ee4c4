/**
 * The page's timers, frame and idle callbacks as the worker started with them, read once: files
 * share their worker's modules and globals (vitest.config.ts), so this module is read before any
 * test fakes a timer.
 * A spy on a timer made while fake timers were on (`vi.spyOn(window, 'setInterval')` after
 * `vi.useFakeTimers()`) is restored to the fake one after the real ones are back, and every later
 * file of the worker then runs on a clock that never moves: Testing Library's `waitFor` never
 * checks again, a countdown never ends. A `vi.stubGlobal` left in place does the same to every
 * later file. The setup puts them back after each test and fails the test that left them so.
 */
const NAMES = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'Date',
] as const;
type TimerName = (typeof NAMES)[number];

const hosts = (): Record<string, unknown>[] => [...new Set([globalThis, window])] as unknown as Record<string, unknown>[];

const real = new Map(hosts().map((host) => [host, Object.fromEntries(NAMES.map((name) => [name, host[name]]))]));

/** Puts back every timer a test left replaced, and names them; none when all are the real ones. */
export function restoreRealTimers(): TimerName[] {
  const left = new Set<TimerName>();
  for (const [host, originals] of real) {
    for (const name of NAMES) {
      if (host[name] === originals[name]) continue;
      host[name] = originals[name];
      left.add(name);
    }
  }
  return [...left];
}
