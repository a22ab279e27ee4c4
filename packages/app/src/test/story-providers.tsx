import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { routeObjects } from '../app/routes';

/** The whole site (frame and routes) in a memory router at `path`: stories and screen tests render this. */
export function AppAt({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routeObjects, { initialEntries: [path] }));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Decorator for a single component that needs i18n and a router (not the whole site). */
export function StoryProviders({ children, path = '/m/home', routes }: { children: ReactNode; path?: string; routes?: RouteObject[] }) {
  const [router] = useState(() => createMemoryRouter(routes ?? [{ path: '*', element: children }], { initialEntries: [path] }));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
