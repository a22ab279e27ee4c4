import { createControlClient, type Fault } from '@m/mock-server/control-client';
import { createEngine, createSimHandlers } from '@m/mock-server/msw';
import { setupServer } from 'msw/node';
import { DEFAULT_MERCHANT_CODE } from '@m/contracts';
import { useSessionStore } from '../shared/stores/session-store';

/**
 * Latency faults (a story's 'Submitting' state) wait on timers that `releaseLatency()` ends early,
 * when a story settles and when a test ends: the busy state is asserted while the call is held,
 * and no test sleeps out the rest of a 1.5 s latency (Storybook keeps the real wait).
 */
const held = new Set<() => void>();
function heldDelay(ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const release = () => {
      clearTimeout(timer);
      held.delete(release);
      resolve();
    };
    const timer = setTimeout(release, ms);
    held.add(release);
  });
}

/** Answers now every call a latency fault still holds (its story or test has seen it busy). */
export function releaseLatency(): void {
  for (const release of [...held]) release();
}

/**
 * One simulator engine and one MSW server for the app's tests: the same handlers as Storybook
 * and the browser dev mode, happy path by default. The control API (/__sim) is served by the
 * same handlers, so tests script worlds through the public control client.
 */
export const engine = createEngine({ delay: heldDelay });
/** The world of the running test (useWorld); undefined: requests name their world as over HTTP. */
let currentWorld: string | undefined;
export const server = setupServer(...createSimHandlers({ engine, worldId: () => currentWorld }));
export const control = createControlClient(window.location.origin);

let worlds = 0;

// Requests the handlers have not answered yet: a test is over only when its calls are (settled()).
const pending = new Set<string>();
server.events.on('request:start', ({ requestId }) => pending.add(requestId));
server.events.on('request:end', ({ requestId }) => pending.delete(requestId));

/**
 * Ends the latency of held calls, waits (at most `limitMs`) until every call made so far has its
 * answer, then lets the code that awaits it run: a late answer must not land in the next test, or
 * the next file of the worker.
 */
export async function settled(limitMs = 2_000): Promise<void> {
  releaseLatency();
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const deadline = Date.now() + limitMs;
  while (pending.size > 0 && Date.now() < deadline) await tick();
  await tick();
}

/**
 * A fresh world for this test (worlds are isolated: docs/conventions.md "Fixed interfaces"), optionally with a scenario. Every
 * call goes to it until the test ends (setup.ts calls endWorld). `id` names the world
 * (a story's play reads its world by the story id, as in Storybook).
 */
export function useWorld(scenario?: string, id?: string, faults: readonly Fault[] = []): string {
  const worldId = id ?? `app-test-${++worlds}`;
  engine.createWorld({ id: worldId, ...(scenario ? { scenario } : {}) });
  if (faults.length) engine.world(worldId).faults.add([...faults]);
  // The server's handler asks for the current world on every request: no new handlers per test
  // (each records its call site, and every request would walk them all).
  currentWorld = worldId;
  return worldId;
}

/** After a test: requests name their world again (header, cookie, default). */
export function endWorld(): void {
  currentWorld = undefined;
}

/** Faults layered on top of the happy path (docs/conventions.md "Happy path by default": failures are named scenarios or faults). */
export const addFaults = (worldId: string, faults: Fault[]) => control.addFaults(worldId, faults);

/**
 * `userName` signed in on the world without the login form, as a login leaves the site: a real
 * session of the world (a made-up token is logged out by the first call) in the session record.
 */
export function loginAs(worldId: string, userName: string): string {
  const world = engine.world(worldId);
  const user = world.state.users[userName];
  if (!user) throw new Error(`no user ${userName} in world ${worldId}`);
  const token = world.openSession(userName);
  const trial = user.type === 4;
  useSessionStore.getState().setSession({
    token,
    merchantCode: DEFAULT_MERCHANT_CODE,
    userName,
    type: user.type,
    ...(trial ? {} : { firstTimeLogin: user.firstTimeLogin }),
  });
  return token;
}
