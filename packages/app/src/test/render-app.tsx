import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { AppRoutes } from '../app/routes';
import { LocationProbe, type LocationHandle } from './location-probe';

/** Renders the whole site at `path` in a memory router; `pathname()` and `navigate()` follow the router. */
export function renderApp(path = '/m/home') {
  const handle: LocationHandle = { pathname: path, search: '', navigate: null };
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe handle={handle} />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...view,
    pathname: () => handle.pathname,
    search: () => handle.search,
    router: {
      navigate: async (to: string) => {
        await act(async () => {
          await handle.navigate?.(to);
        });
      },
    },
  };
}
