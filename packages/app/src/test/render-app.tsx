import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { AppRoutes } from '../app/routes';
import { LocationProbe, type LocationHandle } from './location-probe';

export interface RenderAppOptions {
  /**
   * Home under a popup route, as on the site. Off by default: a popup's test renders the
   * popup over the frame (header, footer, toasts), the route under test with what it needs; home
   * itself renders once the popup leads there.
   */
  homeUnderPopups?: boolean;
}

/** Renders the site at `path` in a memory router; `pathname()` and `navigate()` follow the router. */
export function renderApp(path = '/m/home', { homeUnderPopups = false }: RenderAppOptions = {}) {
  const handle: LocationHandle = { pathname: path, search: '', navigate: null };
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes homeUnderPopups={homeUnderPopups} />
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
