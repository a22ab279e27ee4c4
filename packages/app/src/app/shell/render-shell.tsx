import { renderToStaticMarkup } from 'react-dom/server';
import { HOME_PATHS } from '../../shared/paths';
import { DARK_SCHEME_QUERY } from '../../shared/constants';
import { LOCAL_KEYS } from '../../shared/storage-keys';
import { AppShell } from './app-shell';

/** The shell's markup, for the build (vite.config.ts `appShell`) and its test. */
export const renderShell = (): string => renderToStaticMarkup(<AppShell />);

/**
 * A-170 before the first paint: the theme is set on <html> by an inline script in <head>, so a
 * dark-theme visitor never sees the light shell flash (the ui store applies it again later): the
 * saved one, or, while the user has picked none, the system's (prefers-color-scheme), as
 * `storedTheme` in the ui store decides. Its text is hashed into the served Content-Security-Policy
 * (scripts/serve-site.mjs reads it from the built index.html).
 */
export const themeScript = (): string =>
  `try{var t=localStorage.getItem(${JSON.stringify(LOCAL_KEYS.theme)});if(t==='dark'||(t!=='light'&&matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches))document.documentElement.dataset.theme='dark'}catch(e){}`;

/**
 * On home's paths the loader also preloads the modules home draws at once (its route
 * and the banner section), so the first banner does not wait for a chain of chunk requests.
 */
export const HOME_FIRST_MODULES = ['src/app/home/home-route.tsx', 'src/features/games/home-sections.tsx'] as const;
export const homePaths = (): readonly string[] => HOME_PATHS;
