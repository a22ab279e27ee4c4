import { api } from '@m/contracts';
import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../shared/api/client';
import { useUiStore } from '../shared/stores/ui-store';
import { useApiErrorHandler } from './use-api-error-handler';

function Frame() {
  useApiErrorHandler();
  return <p>frame</p>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironmentBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;

afterEach(() => {
  vi.unstubAllGlobals();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironmentBefore;
});

/** The one error handler as the frame wires it. */
describe('the api error handler', () => {
  it('is in place in the commit that draws the frame: a call that fails the moment the frame shows is told', async () => {
    // The site's tree mounts in a transition (main.tsx, status-gate.tsx), whose effects React runs
    // in a task after the commit; the page can call (and fail) before that task.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const failed = new Promise<void>((done) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        call(api.system.settings, {}, { quiet: false }).catch(() => done());
      });
      observer.observe(container, { childList: true });
    });
    startTransition(() =>
      root.render(
        <MemoryRouter>
          <Frame />
        </MemoryRouter>,
      ),
    );
    await failed;
    expect(useUiStore.getState().toasts).toMatchObject([{ kind: 'error', messageKey: 'errors.network' }]);
    act(() => root.unmount());
    container.remove();
  });
});
