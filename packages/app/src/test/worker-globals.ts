/**
 * The globals every file of a worker relies on, as the worker started with them, read once: files
 * share their worker's modules and globals (vitest.config.ts), so this module is read before any
 * test changes one. The setup puts them back after each test and fails the test that left one
 * changed, which would otherwise fail some later file of the worker, depending on the file order:
 * - the page's timers, frame and idle callbacks: a `vi.stubGlobal` not unstubbed, or a spy on
 *   `setInterval` made while fake timers were on (restoring the spy puts the fake one back after
 *   the real ones are), leaves the later files on timers that never fire: Testing Library's
 *   `waitFor` never checks again, a countdown never ends;
 * - React's act environment flag (`IS_REACT_ACT_ENVIRONMENT`): a play runs outside act, and with the
 *   flag left on, every update it causes is a console error.
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
  'IS_REACT_ACT_ENVIRONMENT',
] as const;
type GlobalName = (typeof NAMES)[number];

const hosts = (): Record<string, unknown>[] => [...new Set([globalThis, window])] as unknown as Record<string, unknown>[];

const initial = new Map(hosts().map((host) => [host, Object.fromEntries(NAMES.map((name) => [name, host[name]]))]));

/** Puts back every one of these globals a test left changed, and names them; none when all are as the worker started. */
export function restoreWorkerGlobals(): GlobalName[] {
  const left = new Set<GlobalName>();
  for (const [host, values] of initial) {
    for (const name of NAMES) {
      if (host[name] === values[name]) continue;
      host[name] = values[name];
      left.add(name);
    }
  }
  return [...left];
}
