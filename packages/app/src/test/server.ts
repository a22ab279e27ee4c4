import { createControlClient, type Fault } from '@m/mock-server/control-client';
import { createEngine, createSimHandlers } from '@m/mock-server/msw';
import { setupServer } from 'msw/node';

/**
 * One simulator engine and one MSW server for the app's tests: the same handlers as Storybook
 * and the browser dev mode, happy path by default. The control API (/__sim) is served by the
 * same handlers, so tests script worlds through the public control client.
 */
export const engine = createEngine();
export const server = setupServer(...createSimHandlers({ engine }));
export const control = createControlClient(window.location.origin);

let worlds = 0;

/**
 * A fresh world for this test (DESIGN: worlds are isolated), optionally with a scenario. Its
 * handlers take precedence until the handlers are reset after the test. `id` names the world
 * (a story's play reads its world by the story id, as in Storybook).
 */
export function useWorld(scenario?: string, id?: string): string {
  const worldId = id ?? `app-test-${++worlds}`;
  engine.createWorld({ id: worldId, ...(scenario ? { scenario } : {}) });
  server.use(...createSimHandlers({ engine, worldId }));
  return worldId;
}

/** Faults layered on top of the happy path (STYLE: failures are named scenarios or faults). */
export const addFaults = (worldId: string, faults: Fault[]) => control.addFaults(worldId, faults);
