import { createContext, useContext, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { AppRoutes } from '../app/routes';
import { useUiStore, type ThemeName } from '../shared/stores/ui-store';

/**
 * Whether a popup route's story shows home under the popup. Storybook does: it is what
 * product reviews and what the visual baselines hold. The unit harness renders the popup over the
 * frame alone (test/story-harness.tsx): the popup is what its story asserts, home has stories of its
 * own, and home under every popup story was a tenth of the app project's CPU.
 */
export const HomeUnderPopups = createContext(true);

/** The whole site (frame and routes) in a memory router at `path`: stories and screen tests render this. */
export function AppAt({ path, theme }: { path: string; theme?: ThemeName }) {
  const homeUnderPopups = useContext(HomeUnderPopups);
  useState(() => {
    // The theme is set before the first paint, as a stored theme would be.
    if (theme) useUiStore.getState().setTheme(theme);
    return null;
  });
  return (
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes homeUnderPopups={homeUnderPopups} />
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
