import { SESSION_STORAGE_KEY } from '@m/contracts';

/**
 * Every browser-storage key of the site, in one place (A§3). Keys the spec names (remPass,
 * sass, theme, hideDownloadBar, LOTTFAV) are kept verbatim; the others are our decisions.
 */
export const LOCAL_KEYS = {
  /** Session record { token, merchantCode, userName, type, firstTimeLogin } (A§3). Decided name, owned with its format by @m/contracts. */
  session: SESSION_STORAGE_KEY,
  /** Trial account name, kept beside the session record (A§3). Decided name. */
  trialName: 'trialName',
  /** Remembered password, double Base64 (A§3). */
  remPass: 'remPass',
  /** Remember-password switch (A§3). */
  sass: 'sass',
  /** Remembered login record { type, username, password, countryDialingCode }. Decided name. */
  rememberedLogin: 'rememberedLogin',
  /** 'light' | 'dark'. */
  theme: 'theme',
  hideDownloadBar: 'hideDownloadBar',
  /** Set when the site runs as an iOS web clip (A§3). Decided name. */
  webClip: 'webClip',
  /** Lottery favourites keyed by user name (G§3). */
  lottFav: 'LOTTFAV',
  /** Settings cache. Decided name. */
  settings: 'settings',
  /** Display language 'en' | 'pt' | 'vi'. Decided name. */
  language: 'language',
} as const;

export const SESSION_KEYS = {
  /** A notice popup was already shown this session (G§2). */
  noticeShown: 'noticeShown',
} as const;

/** Storage can throw (private mode, quota): the site keeps working without it. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives for this page only.
  }
}
