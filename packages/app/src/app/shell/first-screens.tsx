import { DISPLAY_LANGUAGES, type DisplayLanguage } from '@m/contracts';
import { ListSkeleton } from '@m/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import GameListPage from '../../features/games/game-list-page.lazy';
import LottRoute from '../../features/lottery/lott-route.lazy';
import ActivityRoute from '../../features/promotions/activity-route.lazy';
import { GAME_LIST_ROUTE_IDS, paths, POPUP_ROUTE_IDS, routeMeta, ROUTE_IDS, type RouteId } from '../../shared/paths';
import { changeLanguage, loadAllFeatureTexts } from '../../shared/i18n/i18n';
import { LOCAL_KEYS } from '../../shared/storage-keys';
import { useUiStore } from '../../shared/stores/ui-store';
import { AppProviders } from '../app';
import { AppHeader } from '../app-header';
import { FIRST_SCREEN_ATTR, PICTURE_ATTR } from './prerendered';
import { ShellFooterMenu } from './app-shell';
import { shellTextsOf, shellTextsScript, type ShellTexts } from './shell-texts';
import '../frame.css';

/**
 * Build time only (vite.config.ts `appShell`, in a DOM of happy-dom): the first screen of every
 * route a menu opens, rendered with the app's own components before any data, so the page is
 * painted with the HTML and the app then draws the same boxes over it
 * (docs/decisions/serving.md "Every main route's first screen in its HTML").
 */

/**
 * Before its code and data: a list's outline under the route's header. The member centre's
 * layout depends on the settings and the session, which the build does not have; the other
 * routes without a page of their own here start so rather than on home's picture.
 */
function ListFirstScreen() {
  const { t } = useTranslation();
  return <ListSkeleton rows={6} label={t('in_please_wait')} />;
}

/** The routes whose page draws its own first screen before any data. */
const OWN_SCREENS: Partial<Record<RouteId, ComponentType>> = {
  ...Object.fromEntries(GAME_LIST_ROUTE_IDS.map((id) => [id, GameListPage])),
  lott: LottRoute,
  activity: ActivityRoute,
};

/**
 * The routes whose HTML carries their first screen: every route but home (its shell is
 * app-shell.tsx) and the popups, which open over home (home's shell is their first picture).
 */
export const FIRST_SCREENS: ReadonlyArray<{ path: string; Screen: ComponentType }> = ROUTE_IDS.filter(
  (id) => id !== 'home' && !POPUP_ROUTE_IDS.includes(id),
).map((id) => ({ path: paths[id], Screen: OWN_SCREENS[id] ?? ListFirstScreen }));

/** The frame as FrameLayout draws it (skip link, header, main), and the footer menu's places as home's shell draws them where the route shows the menu. */
function FirstScreen({ path, Screen }: { path: string; Screen: ComponentType }) {
  const { t } = useTranslation();
  const footerMenu = routeMeta(path).footerMenu;
  return (
    // Inert: its buttons, tabs and fields are pictures until the app draws its own, so none takes focus or a tap.
    <div
      className="m-frame"
      data-footer-menu={footerMenu ? 'shown' : 'hidden'}
      inert
      {...{ [FIRST_SCREEN_ATTR]: path, [PICTURE_ATTR]: '' }}
    >
      <a className="m-skip-link" href="#main-content">
        {t('header.skip_to_content')}
      </a>
      <AppHeader />
      <main id="main-content" className="m-frame__main" tabIndex={-1}>
        <Screen />
      </main>
      {footerMenu ? <ShellFooterMenu /> : null}
    </div>
  );
}

/**
 * Each route's first screen in English (`html`) and the inline script that puts it in a PT or VI
 * visitor's saved language before the first paint (`texts`, shell-texts.ts), from the screen
 * rendered in every display language. The jackpot's amount is drawn per visit (jackpot-store.ts):
 * its box is kept, its figure hidden until the app draws the visit's own.
 */
export async function renderFirstScreens(): Promise<Array<{ path: string; html: string; texts: string }>> {
  const out: Array<{ path: string; html: string; texts: string }> = [];
  // The EN texts the production build ships with each feature's code (the build's SSR may run as production).
  await loadAllFeatureTexts();
  // The header's language picker reads the ui store, and a server render reads a store's initial
  // state (React's server snapshot), not its current one: each language's render sets the language
  // there, or a PT page's picker said EN until the app took over. Put back afterwards.
  const uiInitial = useUiStore.getInitialState();
  const initialLanguage = uiInitial.language;
  for (const { path, Screen } of FIRST_SCREENS) {
    const markup = {} as Record<DisplayLanguage, string>;
    for (const language of DISPLAY_LANGUAGES) {
      await changeLanguage(language);
      uiInitial.language = language;
      markup[language] = renderToStaticMarkup(
        <AppProviders>
          <MemoryRouter initialEntries={[path]}>
            <FirstScreen path={path} Screen={Screen} />
          </MemoryRouter>
        </AppProviders>,
      ).replace(/class="gm-jackpot__value"/g, 'class="gm-jackpot__value" style="visibility:hidden"');
    }
    const byLanguage: Record<string, ShellTexts> = {};
    for (const language of DISPLAY_LANGUAGES) if (language !== 'en') byLanguage[language] = shellTextsOf(markup.en, markup[language]);
    out.push({ path, html: markup.en, texts: shellTextsScript(`#root>[${FIRST_SCREEN_ATTR}]`, LOCAL_KEYS.language, byLanguage) });
  }
  uiInitial.language = initialLanguage;
  return out;
}
