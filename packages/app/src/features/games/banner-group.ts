// Banner groups in a module of their own: the shell's build reads them without the app's stores (app/shell/render-shell.tsx).

/** Home's banner group (G-011). */
export const HOME_BANNER_GROUP = 'm_home';

/** G-027: the banner group of a category page (m_inhouse for the in-house centre). */
export const bannerGroupOf = (gameType: string, inhouse = false): string => (inhouse ? 'm_inhouse' : `m_${gameType.toLowerCase()}`);

/** The list /m/gameList shows without a (valid) ?gameType=: the slots. */
export const DEFAULT_LIST_TYPE = 'RNG';

/** /m/gameList's banner group without a query, the one its prerendered first screen draws early. */
export const GAME_LIST_BANNER_GROUP = bannerGroupOf(DEFAULT_LIST_TYPE);
