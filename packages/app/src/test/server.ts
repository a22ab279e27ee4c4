import { createSimHandlers } from '@m/mock-server/msw';
import { setupServer } from 'msw/node';

/** One MSW server for the app's tests: the simulator's own handlers, default world, happy path. */
export const server = setupServer(...createSimHandlers());

let worlds = 0;

/**
 * A fresh simulator world for this test (DESIGN: worlds are isolated), optionally with a
 * scenario. Its handlers take precedence until the handlers are reset after the test.
 */
export function useWorld(scenario?: string): string {
  const worldId = `app-test-${++worlds}-${Math.random().toString(36).slice(2, 8)}`;
  server.use(...createSimHandlers({ worldId, ...(scenario ? { scenario } : {}) }));
  return worldId;
}
