import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { routeObjects } from '../app/routes';
import { useUiStore, type ThemeName } from '../shared/stores/ui-store';

/** The whole site (frame and routes) in a memory router at `path`: stories and screen tests render this. */
export function AppAt({ path, theme }: { path: string; theme?: ThemeName }) {
  const [router] = useState(() => {
    // The theme is set before the first paint, as a stored theme would be.
    if (theme) useUiStore.getState().setTheme(theme);
    return createMemoryRouter(routeObjects, { initialEntries: [path] });
  });
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
