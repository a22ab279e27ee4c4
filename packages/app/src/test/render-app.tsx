import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { routeObjects } from '../app/routes';

/** Renders the whole site at `path` in a memory router; returns the router so a test can read the location. */
export function renderApp(path = '/m/home') {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, pathname: () => router.state.location.pathname };
}
