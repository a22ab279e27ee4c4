/**
 * Timings and limits of the site (A§9, G§9; A-171..A-174). Values shared with the simulator
 * (account types, flags, merchant code) come from @m/contracts, not from here.
 */

/** loading toasts auto-hide after 10 s (LOADING_TOAST_MS of @m/ui); logout's loading after 9999 ms (we read the "9999 s" reading as ms). */
export const LOGOUT_LOADING_MS = 9_999;
/** G§9: the favourite call's loading toast. */
export const FAVOURITE_LOADING_MS = 3_000;

/** success toast 1.5 s, except 'Change saved' which the spec states as 1 s (toast SHORT/LONG: TOAST_DURATION of @m/ui). */
export const SUCCESS_TOAST_MS = 1_500;
export const CHANGE_SAVED_TOAST_MS = 1_000;
export const REDIRECT_DELAY_MS = 1_000;

/** Debounces: login re-validation on language change 200, game list on language change 250, name search 500. */
export const LOGIN_LANGUAGE_DEBOUNCE_MS = 200;
export const GAMES_LANGUAGE_DEBOUNCE_MS = 250;
export const NAME_SEARCH_DEBOUNCE_MS = 500;

/** Throttles: announcement mark-read 150, load-more 500. */
export const MARK_READ_THROTTLE_MS = 150;
export const LOAD_MORE_THROTTLE_MS = 500;
export const INFINITE_SCROLL_THRESHOLD_PX = 300;
export const PROMO_SCROLL_DELAY_MS = 500;

/** Countdowns (A§4, G§4). */
export const COUNTDOWN_TICK_MS = 500;
export const NEAR_END_MS = 6_000;
export const SMS_COUNTDOWN_INITIAL_S = 60;
export const HIGHLIGHT_WINDOW_MS = 86_400_000;
export const LOBBY_REFRESH_MIN_MS = 7_000;
export const LOBBY_REFRESH_MAX_MS = 30_000;

/** Home banner (G§9). */
export const BANNER_AUTOPLAY_MS = 5_000;

/** swipe back over 100 px horizontal, detection reset after 500 ms. */
export const SWIPE_BACK_PX = 100;
export const SWIPE_RESET_MS = 500;

/** Page sizes (G§9). */
export const PAGE_SIZE = {
  search: 25,
  gameCenter: 50,
  recent: 25,
  favourites: 25,
  favouriteIds: 100,
  vendors: 100,
  recentLottery: 100,
} as const;

/** Text limits (A§5, A§9; the feedback remark's: FEEDBACK_CONTENT of @m/contracts). */
export const CAPTCHA_LENGTH = { min: 1, max: 16 } as const;

/** used when settings list no image CDN (or before settings arrive). */
export const FALLBACK_IMAGE_CDN = '/cdn';

/** Game tiles a loading hot list draws (three rows: past the fold of a 375x812 phone). */
export const HOT_SKELETON_TILES = 9;

/** Footer menu places the prerendered shell draws: a guest's five (member, promotions, home, deposit, invite). */
export const FOOTER_MENU_SKELETON_ITEMS = 5;

/** the media query of a dark system theme (a phone in dark mode), followed until the user picks a theme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The Intl locale of a display language: the regions the merchant serves (docs/decisions/front-end.md "One formatter"; format.ts). */
export const INTL_LOCALES: Readonly<Record<string, string>> = { en: 'en-US', pt: 'pt-BR', vi: 'vi-VN' };
