import { DEFAULT_LANGUAGE, DISPLAY_LANGUAGES } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { BANNER_SKELETON_IMAGE_CLASS } from '@m/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { EARLY_BANNER_SLOT, EARLY_GLOBAL, EARLY_PAINT_WAIT_MS, EARLY_TAP_MAX_AGE_MS } from '../../shared/api/early-answers';
import { HOME_PATHS, paths } from '../../shared/paths';
import { AREA_ROUTES } from '../area-routes';
import { GAME_LIST_BANNER_GROUP, HOME_BANNER_GROUP } from '../../features/games';
import { PROMO_FIRST_IMAGE_SLOT, PROMO_IMAGE_CLASS } from '../../features/promotions';
import { DARK_SCHEME_QUERY, FALLBACK_IMAGE_CDN, INTL_LOCALES } from '../../shared/constants';
import { IDLE_TIMEOUT_MS } from '../../shared/idle';
import { FOREIGN_CDN_ORIGINS, sameOriginImage } from '../../shared/image-origin';
import { LOCAL_KEYS } from '../../shared/storage-keys';
import { AppShell } from './app-shell';
import { FIRST_SCREEN_ATTR, PICTURE_ATTR } from './prerendered';
import { shellBoot, type ShellBootConfig } from './shell-boot';

/** The shell's markup, for the build (vite.config.ts `appShell`) and its test. */
export const renderShell = (): string => renderToStaticMarkup(<AppShell prerendered />);

/** A place within a route's prerendered first screen (not in the app's render, which React owns). */
const inFirstScreen = (selector: string) => `#root > [${FIRST_SCREEN_ATTR}] ${selector}`;

/** The early start's settings, every one from the app's own source (contracts routes, keys, CDN rule). */
export const shellBootConfig = (): ShellBootConfig => ({
  global: EARLY_GLOBAL,
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  settingsPath: routes.system.settings.path,
  bannersPath: routes.banners.list.path,
  bannerRoutes: [
    { paths: HOME_PATHS, group: HOME_BANNER_GROUP, slot: EARLY_BANNER_SLOT },
    // The game list's first screen (first-screens.tsx) has the same banner box; its largest paint.
    {
      paths: [paths.gameList],
      group: GAME_LIST_BANNER_GROUP,
      slot: inFirstScreen('.ui-skeleton-banner .ui-skeleton-banner__art'),
      queryless: true,
    },
  ],
  languageKey: LOCAL_KEYS.language,
  languages: DISPLAY_LANGUAGES,
  defaultLanguage: DEFAULT_LANGUAGE,
  settingsKey: LOCAL_KEYS.settings,
  cdnPath: FALLBACK_IMAGE_CDN,
  foreignCdnOrigins: FOREIGN_CDN_ORIGINS,
  imageClass: BANNER_SKELETON_IMAGE_CLASS,
  // The queries as get-lottery-menu.ts and promotions-api.ts send them (the language is added).
  // Not the lottery menu: its remainTime counts from the moment the server answers, and the
  // lobby times it against its own request (lottery-time.ts); an answer asked for by the shell,
  // seconds before the JavaScript runs, would put every countdown that many seconds late.
  routeCalls: [
    {
      paths: [paths.activity],
      path: routes.promotions.list.path,
      query: { categoryId: '0' },
      firstImage: { slot: inFirstScreen(PROMO_FIRST_IMAGE_SLOT), imageClass: PROMO_IMAGE_CLASS },
    },
  ],
  paintWaitMs: EARLY_PAINT_WAIT_MS,
  intlLocales: INTL_LOCALES,
  idleTimeoutMs: IDLE_TIMEOUT_MS,
  tap: {
    root: '#root',
    picture: `[${PICTURE_ATTR}]`,
    control: 'a[href],button,input,select,textarea,[role=tab],[role=button],[role=link]',
    maxAgeMs: EARLY_TAP_MAX_AGE_MS,
  },
});

/** Where the shell leaves its early start on `window`: the build's script loader waits for its `painted`. */
export const earlyGlobal = (): string => EARLY_GLOBAL;

/**
 * The first screen's data before the JavaScript (shell-boot.ts): an inline script in <head>, so
 * its fetches start while the body is parsed. The served CSP allows it by hash like the others
 * (scripts/serve-site.mjs hashes every inline script of the built index.html).
 */
export const shellBootScript = (): string =>
  `(${compact(shellBoot.toString())})(${JSON.stringify(shellBootConfig())},${compact(sameOriginImage.toString())},window);`;

/** A function's source without indentation and whole-line comments (the HTML carries it on every load). */
const compact = (source: string): string =>
  source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');

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
 * On home's paths the loader also preloads the modules home draws at once (its route, the banner
 * section, and the support sections' two lazy modules behind which the notice marquee asks for the
 * announcements), so neither the first banner nor the marquee waits for a chain of chunk requests.
 */
export const HOME_FIRST_MODULES = [
  'src/app/home/home-route.tsx',
  'src/features/games/home-sections.lazy.ts',
  'src/features/support/home.lazy.ts',
  'src/features/support/components/home-bundle.ts',
] as const;

/**
 * The modules each route draws at once (its route chunk and the EN texts it waits for), preloaded
 * with the entry on that path: without them the route's chunk and its imports are asked for only
 * once the entry has run, a chain of round trips on slow 4G before the first card (/m/lott),
 * promotion (/m/activity), the member's summary (/m/member/home) or any other area's first screen.
 */
export const firstModules = (): ReadonlyArray<{ paths: readonly string[]; modules: readonly string[] }> => [
  { paths: HOME_PATHS, modules: HOME_FIRST_MODULES },
  ...AREA_ROUTES.map((row) => ({
    paths: row.ids.map((id) => paths[id]),
    modules: [
      row.module.replace(/^\.\.\//, 'src/'),
      // The texts withFeatureTexts and withFormTexts load with it (shared/i18n).
      ...(row.texts ? [`src/features/${row.texts}/locales/en.json`] : []),
      ...(row.forms ? ['src/shared/i18n/locales/forms/en.json'] : []),
    ],
  })),
];
