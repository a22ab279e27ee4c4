import { createControlClient } from '@m/mock-server/control-client';
import { createRoot } from 'react-dom/client';
import { followWorldClock } from './clock-follow';
import { DevPanel } from './dev-panel';
import { installScreenCalls } from './screen-calls';
import { applySimWorldParam, currentWorldId, takeScenarioParam } from './sim-params';

/**
 * Dev-only start-up (imported only under import.meta.env.DEV, so production drops it).
 * Returns false when the page is reloading (the sim-world param was just turned into a cookie).
 */
export async function startDevTools(): Promise<boolean> {
  if (applySimWorldParam()) return false;
  const worldId = currentWorldId();
  const scenario = takeScenarioParam();
  const control = createControlClient(window.location.origin);
  // Before the site's first call: the error picker lists what each screen called.
  const calls = installScreenCalls();

  if (import.meta.env.VITE_MSW === '1') {
    // MSW mode: the simulator runs in the page; the worker file is served only in this mode. The
    // tab keeps its world across reloads (keepWorldInTab), as the HTTP simulator keeps it.
    const [{ setupWorker }, { createSimHandlers, createEngine, keepWorldInTab }] = await Promise.all([
      import('msw/browser'),
      import('@m/mock-server/msw'),
    ]);
    const engine = createEngine({ pagesOrigin: window.location.origin });
    keepWorldInTab(engine, worldId, { storage: window.sessionStorage, addEventListener: (type, l) => window.addEventListener(type, l) });
    const seed = import.meta.env.VITE_SIM_SEED ? Number(import.meta.env.VITE_SIM_SEED) : undefined;
    const first = { scenario: import.meta.env.VITE_SIM_SCENARIO, seed };
    await setupWorker(...createSimHandlers({ engine, worldId, ...first, baseUrl: window.location.origin })).start({
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  }
  followWorldClock(control, worldId);
  if (scenario) {
    try {
      await control.applyScenario(worldId, scenario);
    } catch (e) {
      console.warn(`[dev] could not apply scenario ${scenario} to world ${worldId}`, e);
    }
  }

  const host = document.createElement('div');
  host.id = 'm-dev-panel';
  document.body.appendChild(host);
  createRoot(host).render(<DevPanel control={control} worldId={worldId} calls={calls} />);
  return true;
}
