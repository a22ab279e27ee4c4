import { createControlClient } from '@m/mock-server/control-client';
import { createRoot } from 'react-dom/client';
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
    // MSW mode: the simulator runs in the page; the worker file is served only in this mode.
    const [{ setupWorker }, { createSimHandlers }] = await Promise.all([import('msw/browser'), import('@m/mock-server/msw')]);
    await setupWorker(...createSimHandlers({ worldId, baseUrl: window.location.origin })).start({
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  }
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
