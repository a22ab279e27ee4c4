import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { AppRoutes } from '../app/routes';
import { useUiStore, type ThemeName } from '../shared/stores/ui-store';

/** The whole site (frame and routes) in a memory router at `path`: stories and screen tests render this. */
export function AppAt({ path, theme }: { path: string; theme?: ThemeName }) {
  useState(() => {
    // The theme is set before the first paint, as a stored theme would be.
    if (theme) useUiStore.getState().setTheme(theme);
    return null;
  });
  return (
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
}

/** Decorator for a single component that needs i18n and a router (not the whole site). */
export function StoryProviders({ children, path = '/m/home' }: { children: ReactNode; path?: string }) {
  return (
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </AppProviders>
  );
}
